import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { pageObjectIn } from '../helpers/http';
import { expectNoOtherLanguage } from '../helpers/language';
import { claimJob, enqueue, failJob } from '../../server/jobs/job-queue';

// Issue 31 item 8: staff are Somali speakers. Backstage speaks the site's languages from the same
// catalogue, Somali first: the layout (sections, the way to the site, the language switch), the words
// of every list and form, the notices after a save, a conflict's message and the error pages. JSON
// clients keep the English messages they have always read.

type Locale = 'so' | 'en';
const SOMALI = {};
const ENGLISH = { Cookie: 'lang=en' };

let ctx: BackstageContext;
let artistId: number;
beforeAll(async () => {
  ctx = await backstageContext();
  artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id;
});
afterAll(async () => ctx?.close());

/** The admin's browser: its session, and the language cookie the switch writes (none: Somali). */
const asAdmin = (url: string, headers: Record<string, string>) => ctx.admin.agent.get(url).set(headers);
const seen = async (url: string, headers: Record<string, string>) => {
  const res = await asAdmin(url, headers).expect(200);
  return { html: res.text, props: pageObjectIn(res.text).props };
};

const SCREENS = ['/backstage', '/backstage/artists', '/backstage/artists?trashed=only', '/backstage/artists?q=zqxwvq', '/backstage/artists/create', '/backstage/songs', '/backstage/albums', '/backstage/playlist'];

/**
 * Every other form (new and saved), the other lists, the job and lyrics queues and a song's timed
 * lyrics. The pages list and a page's screen are checked apart: the demo page's title names its English
 * twin. In English only the screens without saved records: those hold Somali staff content (a story
 * titled "Album cusub…") that the check would take for interface text.
 */
async function formScreens(locale: Locale): Promise<string[]> {
  const first = async (table: string) => (await ctx.knex(table).orderBy('id').first('id'))?.id as number | undefined;
  const edits: [string, string][] = [['songs', 'songs'], ['events', 'events'], ['stories', 'story'], ['scholars', 'scholars'], ['topics', 'topics'], ['resources', 'resources'], ['podcasts', 'podcasts'], ['episodes', 'episodes']];
  const urls = ['songs', 'events', 'pages', 'story', 'scholars', 'topics', 'resources', 'podcasts'].map((section) => `/backstage/${section}/create`);
  if (locale === 'en') return [...urls, '/backstage/jobs'];
  for (const [table, section] of edits) {
    const id = await first(table);
    if (id) urls.push(`/backstage/${section}/${id}/edit`);
  }
  const withLyrics = await ctx.knex('verses').orderBy('song_id').first('song_id');
  const lists = ['events', 'story', 'scholars', 'topics', 'resources', 'podcasts'].map((section) => `/backstage/${section}`);
  return [...urls, ...lists, '/backstage/jobs', '/backstage/lyrics', `/backstage/songs/${withLyrics.song_id}/timed-lyrics`];
}

describe('backstage in one language', () => {
  for (const [locale, headers] of [['so', SOMALI], ['en', ENGLISH]] as [Locale, Record<string, string>][]) {
    it(`shows no text of the other language on the dashboard, lists and a form in ${locale}`, async () => {
      for (const url of [...SCREENS, `/backstage/artists/${artistId}/edit`]) expectNoOtherLanguage((await seen(url, headers)).html, locale, 'backstage');
    });
  }

  for (const [locale, headers] of [['so', SOMALI], ['en', ENGLISH]] as [Locale, Record<string, string>][]) {
    it(`shows no text of the other language on every form, the queues and timed lyrics in ${locale}`, async () => {
      for (const url of await formScreens(locale)) expectNoOtherLanguage((await seen(url, headers)).html, locale, 'backstage');
    });
  }

  it('in Somali: the other forms’ fields and editors, the queues and timed lyrics, and their titles', async () => {
    const shows = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
    const song = await seen('/backstage/songs/create', SOMALI);
    for (const text of ['>Fannaankii asalka ahaa</label>', '>Dadka ka qayb qaatay</legend>', '>Erayada</legend>', '>Ku dar nuqul erayo</button>', 'placeholder="Raadi fanaaniinta…"', '>Soo deji codka</span>']) shows(song.html, text);
    for (const text of ['>Taariikhda iyo saacadda</label>', '>Daabacaadda</legend>']) shows((await seen('/backstage/events/create', SOMALI)).html, text);
    shows((await seen('/backstage/pages/create', SOMALI)).html, '>Nuxurka</label>');
    shows((await seen('/backstage/story/create', SOMALI)).html, '>Baloogyada</legend>');
    shows((await seen('/backstage/scholars/create', SOMALI)).html, '>Magaca af Carabiga</label>');
    shows((await seen('/backstage/topics/create', SOMALI)).html, '>Nooca mawduuca</label>');
    shows((await seen('/backstage/resources/create', SOMALI)).html, '>Turjumaadda</legend>');
    shows((await seen('/backstage/podcasts/create', SOMALI)).html, '>Martigeliyaha</label>');

    // A page's edit screen: its Preview link; the demo page's own title, staff content, names its English twin.
    const page = await ctx.knex('pages').orderBy('id').first('id', 'title');
    const pageEdit = await seen(`/backstage/pages/${page.id}/edit`, SOMALI);
    shows(pageEdit.html, '>Horu-eegis ↗</a>');
    expectNoOtherLanguage(pageEdit.html.replaceAll(page.title, ''), 'so', 'backstage');

    const jobs = await seen('/backstage/jobs', SOMALI);
    expect(jobs.props.title).toBe('Shaqooyinka');
    shows(jobs.html, 'aria-label="Xaaladaha shaqooyinka"');
    const lyrics = await seen('/backstage/lyrics', SOMALI);
    expect(lyrics.props.title).toBe('Erayo sugaya dib-u-eegis');
    shows(lyrics.html, 'aria-label="Xaaladaha dib-u-eegista"');
    const withLyrics = await ctx.knex('verses').join('songs', 'songs.id', 'verses.song_id').whereNull('songs.deleted_at').orderBy('songs.id').first('songs.id', 'songs.name');
    const timed = await seen(`/backstage/songs/${withLyrics.id}/timed-lyrics`, SOMALI);
    expect(timed.props.title).toBe(`Erayada waqtiyaysan: ${withLyrics.name}`);
    shows(timed.html, '>Furayaasha</h2>');
  });

  it('in Somali: the sections, the way to the site, the language switch, a list’s and a form’s words', async () => {
    const list = await seen('/backstage/artists', SOMALI);
    expect(list.props.title).toBe('Fanaaniinta');
    const shows = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
    for (const text of ['>Fanaaniinta</a>', '>Heesaha</a>', '>Albamyada</a>', '>Liisaska heesaha</a>', '>Eeg mareegta</a>', 'aria-label="Qaybaha Backstage"', 'aria-label="Raadi fanaaniinta"', '>Raadi</button>', '>Qashinka</a>', '>Ku dar</a>', '>Magaca<']) shows(list.html, text);
    expect(list.html).toMatch(/<button[^>]*lang="so"[^>]*aria-pressed="true"[^>]*>Soomaali<\/button>/);
    expect(list.html).toMatch(/>\d+ fanaaniin</);

    const trash = await seen('/backstage/artists?trashed=only', SOMALI);
    shows(trash.html, '>Fanaaniinta qashinka ku jira</h1>');

    const create = await seen('/backstage/songs/create', SOMALI);
    expect(create.props.title).toBe('Hees cusub');
    shows(create.html, '>Ku dar</button>');
    shows(create.html, '>Ka noqo</a>');

    const artistForm = await seen('/backstage/artists/create', SOMALI);
    for (const text of ['>Magaca</label>', '>Magaca masraxa</label>', '>Nooca</label>', '>Sawirka</label>', '>Taariikh nololeedka</label>', '>Sawir ma jiro</span>']) shows(artistForm.html, text);
    for (const url of ['/backstage/albums/create', '/backstage/playlist/create']) shows((await seen(url, SOMALI)).html, '>Sawirka daboolka</label>');

    const edit = await seen(`/backstage/artists/${artistId}/edit`, SOMALI);
    expect(edit.props.title).toMatch(/^Wax ka beddel /);
    for (const text of ['>Taariikhda</h2>', '>U dir qashinka</button>', '>Eeg bogga ↗</a>', '>Kaydi</button>']) shows(edit.html, text);
  });

  it('in English: the same screens in the spec’s words', async () => {
    const shows = (html: string, text: string) => expect(html.includes(text), text).toBe(true);
    const list = await seen('/backstage/artists', ENGLISH);
    expect(list.props.title).toBe('Artists');
    for (const text of ['>Artists</a>', '>View site</a>', 'aria-label="Search artists"', '>Search</button>', '>Trash</a>', '>Create</a>']) shows(list.html, text);
    shows((await seen(`/backstage/artists/${artistId}/edit`, ENGLISH)).html, '>Save</button>');
    shows((await seen('/backstage/artists/create', ENGLISH)).html, '>Biography</label>');
  });
});

describe('what backstage says after a save, in the staff’s language', () => {
  /** A page form's post, as the browser sends it, then the page it is sent on to. */
  async function postForm(url: string, method: 'post' | 'put', body: Record<string, string | number>, headers: Record<string, string>) {
    const form = method === 'post' ? `${url}/create` : `${url}/edit`;
    const res = await ctx.admin.agent[method](url).set(headers).set('X-XSRF-TOKEN', ctx.admin.xsrf).set('Referer', `http://127.0.0.1${form}`).set('Host', '127.0.0.1').type('form').send(body);
    // A save answers 303; a refused one goes back to the form (302).
    expect([302, 303]).toContain(res.status);
    return pageObjectIn((await asAdmin(res.headers.location as string, headers).expect(200)).text);
  }

  it('the notice that a record was added, and that it was saved, in Somali; the JSON answer stays English without Accept-Language', async () => {
    const added = await postForm('/backstage/artists', 'post', { name: 'Faadumo Qaasim', content_type: 'HSA' }, SOMALI);
    expect(added.flash).toEqual({ success: 'Waa lagu daray Faadumo Qaasim.' });
    const id = (added.props.artist as { id: number }).id;
    const saved = await postForm(`/backstage/artists/${id}`, 'put', { name: 'Faadumo Qaasim', content_type: 'HSA', version: 1 }, SOMALI);
    expect(saved.flash).toEqual({ success: 'Waa la kaydiyay.' });
    expect((await postForm('/backstage/artists', 'post', { name: 'Axmed Naaji', content_type: 'HSA' }, ENGLISH)).flash).toEqual({ success: 'Axmed Naaji was added.' });

    const json = await request(ctx.app).post('/backstage/artists').set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json').send({ name: 'Cali Sugule', content_type: 'HSA' }).expect(201);
    expect(json.body.message).toBe('Cali Sugule was added.');
  });

  it('a save over someone else’s: the conflict message on the form in Somali', async () => {
    const added = await postForm('/backstage/artists', 'post', { name: 'Maryan Mursal', content_type: 'HSA' }, SOMALI);
    const id = (added.props.artist as { id: number }).id;
    await postForm(`/backstage/artists/${id}`, 'put', { name: 'Maryan Mursal Cali', content_type: 'HSA', version: 1 }, SOMALI);
    const stale = await postForm(`/backstage/artists/${id}`, 'put', { name: 'Maryan Mursal 2', content_type: 'HSA', version: 1 }, SOMALI);
    expect(stale.props.errors).toEqual({ version: 'Qof kale ayaa kaydiyay intii aad furnayd. Dib u soo rar si aad u aragto isbeddelladiisa.' });
  });
});

describe('backstage’s error pages in the staff’s language', () => {
  it('a record that is not there (404) and a listener at the door (403), in Somali and English', async () => {
    const missing = await ctx.admin.agent.get('/backstage/artists/99999999/edit').expect(404);
    expect(pageObjectIn(missing.text).props).toMatchObject({ title: 'Boggan lama helin' });
    expectNoOtherLanguage(missing.text, 'so', 'backstage');
    const missingEn = await ctx.admin.agent.get('/backstage/artists/99999999/edit').set(ENGLISH).expect(404);
    expect(pageObjectIn(missingEn.text).props).toMatchObject({ title: 'Page Not Found' });

    const refused = await ctx.listener.agent.get('/backstage/artists').expect(403);
    expect(pageObjectIn(refused.text).props).toMatchObject({ title: 'Waa laguu diiday' });
    expectNoOtherLanguage(refused.text, 'so', 'backstage');
  });
});


// Issue 31 item 8, the server's own words: field errors, JSON messages and stored texts are written in
// English (the apps, the spec and scripts read them) and said in the reader's language where they are read.
describe('the server’s own messages in the staff’s language', () => {
  const bearer = () => ({ Authorization: `Bearer ${ctx.admin.token}`, Accept: 'application/json' });

  it('a page form refused by validation shows its field errors in Somali, and in English with the English cookie', async () => {
    const refused = async (headers: Record<string, string>) => {
      const res = await ctx.admin.agent.post('/backstage/songs').set(headers).set('X-XSRF-TOKEN', ctx.admin.xsrf).set('Referer', 'http://127.0.0.1/backstage/songs/create').set('Host', '127.0.0.1').type('form').send({ name: '', artist_id: '', released: '1800' });
      expect(res.status).toBe(302);
      return pageObjectIn((await asAdmin(res.headers.location as string, headers).expect(200)).text).props.errors as Record<string, string>;
    };
    const somali = await refused(SOMALI);
    expect(somali).toMatchObject({ name: 'Magaca waa lagama maarmaan.', released: 'Sannadka la sii daayay waa inuu u dhexeeyaa 1900 iyo 2100.' });
    expect(Object.values(somali).join(' ')).not.toMatch(/\b(The|must|Choose|required)\b/);
    expect(await refused(ENGLISH)).toMatchObject({ name: 'The name is required.', released: 'The release year must be between 1900 and 2100.' });
  });

  it('over JSON: Somali message and errors when Accept-Language names Somali, English when it names nothing', async () => {
    const somali = await request(ctx.app).post('/backstage/songs').set(bearer()).set('Accept-Language', 'so').send({ name: '', artist_id: 1, venue: 3 }).expect(422);
    expect(somali.body.message).toBe('Magaca waa lagama maarmaan.');
    expect(somali.body.errors.name).toEqual(['Magaca waa lagama maarmaan.']);
    expect(somali.headers['content-language']).toBe('so');
    expect(somali.headers.vary).toMatch(/Accept-Language/i);

    const english = await request(ctx.app).post('/backstage/songs').set(bearer()).send({ name: '', artist_id: 1 }).expect(422);
    expect(english.body.message).toBe('The name is required.');
    expect(english.body.errors.name).toEqual(['The name is required.']);
    expect(english.headers['content-language']).toBe('en');

    // The apps' own errors the same way: a 404's message.
    expect((await request(ctx.app).get('/api/song/99999999').set('Accept-Language', 'so-SO,so;q=0.9').expect(404)).body.message).toBe('Heesta lama helin.');
    expect((await request(ctx.app).get('/api/song/99999999').expect(404)).body.message).toBe('Song not found.');
    expect((await request(ctx.app).get('/api/song/99999999').set('Accept-Language', 'fr').expect(404)).body.message).toBe('Song not found.');
  });

  it('a curation panel’s JSON message (a job retried) in Somali, and a save’s JSON message too', async () => {
    const id = (await enqueue(ctx.knex, { kind: 'test.somali', payload: { song_id: 1 }, maxAttempts: 1 }))!;
    const job = (await claimJob(ctx.knex, 'test-worker', ['test.somali'], 60_000))!;
    await failJob(ctx.knex, job, 'test-worker', new Error('The file is empty.'));
    const retried = await request(ctx.app).post(`/backstage/jobs/${id}/retry`).set(bearer()).set('Accept-Language', 'so').expect(200);
    expect(retried.body.message).toBe(`Shaqada ${id} mar kale ayay socon doontaa.`);
    const added = await request(ctx.app).post('/backstage/artists').set(bearer()).set('Accept-Language', 'so').send({ name: 'Xaliimo Khaliif', content_type: 'HSA' }).expect(201);
    expect(added.body.message).toBe('Waa lagu daray Xaliimo Khaliif.');
    await ctx.knex('jobs').where('id', id).delete();
  });

  it('a stored job failure shows in Somali on /backstage/jobs, nested reasons included, and in English with the cookie', async () => {
    const id = (await enqueue(ctx.knex, { kind: 'test.stored', payload: { song_id: 2 }, maxAttempts: 1 }))!;
    const job = (await claimJob(ctx.knex, 'test-worker', ['test.stored'], 60_000))!;
    await failJob(ctx.knex, job, 'test-worker', new Error('The audio file is incomplete: it should last 10 s but ends after 5 s.'));
    const errorOf = async (headers: Record<string, string>) => ((await seen('/backstage/jobs?state=dead', headers)).props.jobs as { data: { id: number; last_error: string }[] }).data.find((row) => row.id === id)!.last_error;
    expect(await errorOf(SOMALI)).toBe('Faylka codku ma dhammaystirna: wuxuu ahaa inuu socdo 10 ilbiriqsi laakiin wuxuu dhammaadaa 5 ilbiriqsi kadib.');
    expect(await errorOf(ENGLISH)).toBe('The audio file is incomplete: it should last 10 s but ends after 5 s.');
    // What the row holds stays English: the apps and the logs read it.
    expect((await ctx.knex('jobs').where('id', id).first('last_error')).last_error).toBe('The audio file is incomplete: it should last 10 s but ends after 5 s.');
    await ctx.knex('jobs').where('id', id).delete();
  });
});

// The staff area's messages are more than half of the catalogue: a public page leaves them out, and
// the backstage brings them (server/i18n/i18n.props.ts; the browser test follows a visit from one to the other).
describe('which messages a page carries', () => {
  const ids = (messages: unknown) => Object.keys(messages as Record<string, unknown>);
  const staff = (id: string) => id.startsWith('backstage.');

  it('a public page: the public site’s messages, none of the staff area’s, even for an admin', async () => {
    const page = pageObjectIn((await asAdmin('/', SOMALI).expect(200)).text);
    expect(ids(page.props.messages).length).toBeGreaterThan(300);
    expect(ids(page.props.messages)).toContain('menu.backstage');
    expect(ids(page.props.messages).filter(staff)).toEqual([]);
  });

  it('a backstage page loaded in full: all of them; an Inertia visit there: the staff area’s alone', async () => {
    const full = pageObjectIn((await asAdmin('/backstage', SOMALI).expect(200)).text);
    expect(ids(full.props.messages)).toContain('menu.backstage');
    expect(ids(full.props.messages)).toContain('backstage.viewSite');
    const visit = await asAdmin('/backstage/artists', { 'X-Inertia': 'true', 'X-Inertia-Version': full.version }).expect(200);
    expect(ids(visit.body.props.messages).length).toBeGreaterThan(300);
    expect(ids(visit.body.props.messages).every(staff)).toBe(true);
    expect(visit.body.props.messages['backstage.viewSite']).toEqual(['Eeg mareegta']);
  });
});
