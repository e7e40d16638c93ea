import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { inertiaGet, VERSION } from '../helpers/inertia';

const CONFLICT = 'Someone else saved this artist since you opened it. Reload to see their changes.';
/** The same on the page form, in the staff's language (Somali by default). */
const CONFLICT_SO = 'Qof kale ayaa kaydiyay intii aad furnayd. Dib u soo rar si aad u aragto isbeddelladiisa.';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

/** An Inertia visit or form post as the admin's browser makes it. */
const inertia = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
  ctx.admin.agent[method](url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).set('X-XSRF-TOKEN', ctx.admin.xsrf);
/** A JSON client with the admin's token (no XSRF token needed). */
const api = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
  request(ctx.app)[method](url).set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json');

const activityOf = (id: number) => ctx.knex('activity_log').where({ entity_type: 'artist', entity_id: id }).orderBy('id');
const artistRow = (id: number) => ctx.knex('artists').where('id', id).first();

async function newArtist(name: string): Promise<number> {
  const res = await api('post', '/backstage/artists').send({ name, content_type: 'HSA' }).expect(201);
  return res.body.data.id;
}

describe('creating an artist', () => {
  it('as JSON: writes exactly the row, one activity entry, answers the artist with its version', async () => {
    const res = await api('post', '/backstage/artists')
      .send({ name: '  Xaliimo Maxamed  ', stage_name: 'Xaliimo', content_type: 'GBY', image: '/artists/xaliimo.jpg', biography: '<p>Born in <b>Hargeysa</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
      .expect(201);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({ id, name: 'Xaliimo Maxamed', stage_name: 'Xaliimo', content_type: 'GBY', content_type_label: 'Gabyaa', image: '/artists/xaliimo.jpg', biography: '<p>Born in <strong>Hargeysa</strong>.</p>', version: 1, songs_count: 0, deleted_at: null });
    const row = await artistRow(id);
    expect(row).toMatchObject({ name: 'Xaliimo Maxamed', stage_name: 'Xaliimo', content_type: 'GBY', image: '/artists/xaliimo.jpg', biography: '<p>Born in <strong>Hargeysa</strong>.</p>', version: 1, deleted_at: null, slug: `xaliimo-maxamed-${id}` });
    const log = await activityOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ user_id: ctx.admin.userId, action: 'created', entity_label: 'Xaliimo Maxamed' });
    expect(log[0].changes.name).toEqual([null, 'Xaliimo Maxamed']);
  });

  it('as an Inertia form (urlencoded): redirects to the edit screen with a flash, and the public page and search show the artist at once', async () => {
    const res = await inertia('post', '/backstage/artists').type('form').send({ name: 'Cabdiraxmaan Qorsheel', content_type: 'MSK', stage_name: '', biography: '' }).expect(303);
    const location = res.headers.location as string;
    const id = Number(/\/backstage\/artists\/(\d+)\/edit$/.exec(location)![1]);
    expect(await artistRow(id)).toMatchObject({ name: 'Cabdiraxmaan Qorsheel', content_type: 'MSK', stage_name: null, biography: null, image: null });
    const edit = await inertia('get', location).expect(200);
    expect(edit.body.component).toBe('backstage/artists/edit');
    // In the staff's language: Somali unless they chose English (tests/server/i18n-backstage.test.ts).
    expect(edit.body.flash).toEqual({ success: 'Waa lagu daray Cabdiraxmaan Qorsheel.' });
    expect(edit.body.props.history.map((entry: { action: string }) => entry.action)).toEqual(['created']);
    expect((await inertiaGet(ctx.app, `/artist/${id}`).expect(200)).body.props.artist.name).toBe('Cabdiraxmaan Qorsheel');
    const found = await request(ctx.app).get('/api/searchy').query({ query: 'Qorsheel' }).expect(200);
    expect(found.body.artists.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('as multipart without a file; a file in it is refused', async () => {
    const res = await api('post', '/backstage/artists').field('name', 'Multipart Artist').field('content_type', 'QRA').expect(201);
    expect(await artistRow(res.body.data.id)).toMatchObject({ name: 'Multipart Artist', content_type: 'QRA' });
    const before = await ctx.knex('artists').count('* as n');
    await api('post', '/backstage/artists').field('name', 'With File').field('content_type', 'QRA').attach('image', Buffer.from('x'), 'x.png').expect(422);
    expect(await ctx.knex('artists').count('* as n')).toEqual(before);
  });

  it('refuses bad input with the field errors and writes nothing', async () => {
    const before = await ctx.knex('artists').count('* as n');
    const res = await api('post', '/backstage/artists').send({ name: '   ', content_type: 'XXX', biography: 5 }).expect(422);
    expect(res.body.errors).toMatchObject({ name: ['The name is required.'], content_type: ['Choose one of HSA, GBY, MJY, QRA, JIL, MSK.'], biography: ['The biography must be text.'] });
    await api('post', '/backstage/artists').send({ name: ['a', 'b'], content_type: 'HSA' }).expect(422);
    await api('post', '/backstage/artists').send({ name: 'x'.repeat(201), content_type: 'HSA' }).expect(422);
    expect(await ctx.knex('artists').count('* as n')).toEqual(before);
    expect(await ctx.knex('activity_log').where('action', 'created').count('* as n')).toEqual([{ n: expect.anything() }]);
  });

  it('an Inertia form with errors goes back to the form with them', async () => {
    const res = await inertia('post', '/backstage/artists').set('Host', '127.0.0.1').set('Referer', 'http://127.0.0.1/backstage/artists/create').send({ name: '', content_type: 'HSA' }).expect(302);
    expect(res.headers.location).toBe('/backstage/artists/create');
    const form = await inertia('get', '/backstage/artists/create').expect(200);
    // The page is Somali (no language cookie): the server's English said in it.
    expect(form.body.props.errors).toEqual({ name: 'Magaca waa lagama maarmaan.' });
    expect(form.body.props.contentTypes).toHaveLength(6);
  });
});

describe('editing an artist', () => {
  it('saves the changed fields over the loaded version, records before/after, reindexes the new name', async () => {
    const id = await newArtist('Old Name Sooyaal');
    const res = await inertia('post', `/backstage/artists/${id}`).send({ _method: 'PUT', name: 'Hawo Tarabbi', content_type: 'HSA', version: 1 }).expect(303);
    expect(res.headers.location).toBe(`/backstage/artists/${id}/edit`);
    expect(await artistRow(id)).toMatchObject({ name: 'Hawo Tarabbi', version: 2 });
    const log = await activityOf(id);
    expect(log.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(log[1].changes).toEqual({ name: ['Old Name Sooyaal', 'Hawo Tarabbi'] });
    expect((await inertiaGet(ctx.app, `/artist/${id}`).expect(200)).body.props.artist.name).toBe('Hawo Tarabbi');
    const found = await request(ctx.app).get('/api/searchy').query({ query: 'Tarabbi' }).expect(200);
    expect(found.body.artists.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('a save that changes nothing writes nothing', async () => {
    const id = await newArtist('Unchanged One');
    await api('put', `/backstage/artists/${id}`).send({ name: 'Unchanged One', content_type: 'HSA', version: '1' }).expect(200);
    expect(await artistRow(id)).toMatchObject({ version: 1 });
    expect(await activityOf(id)).toHaveLength(1);
  });

  it('a stale version is refused: 409 JSON, back to the form with the message for Inertia, never an overwrite', async () => {
    const id = await newArtist('Conflict Case');
    await api('put', `/backstage/artists/${id}`).send({ name: 'First Save', content_type: 'HSA', version: 1 }).expect(200);
    const res = await api('put', `/backstage/artists/${id}`).send({ name: 'Second Save', content_type: 'HSA', version: 1 }).expect(409);
    expect(res.body).toEqual({ message: CONFLICT, errors: { version: [CONFLICT] } });
    const page = await inertia('put', `/backstage/artists/${id}`).set('Host', '127.0.0.1').set('Referer', `http://127.0.0.1/backstage/artists/${id}/edit`).send({ name: 'Second Save', content_type: 'HSA', version: 1 }).expect(303);
    expect(page.headers.location).toBe(`/backstage/artists/${id}/edit`);
    expect((await inertia('get', `/backstage/artists/${id}/edit`)).body.props.errors).toEqual({ version: CONFLICT_SO });
    expect(await artistRow(id)).toMatchObject({ name: 'First Save', version: 2 });
    expect(await activityOf(id)).toHaveLength(2);
  });

  it('needs the version, and a known artist', async () => {
    const id = await newArtist('Versionless');
    const res = await api('put', `/backstage/artists/${id}`).send({ name: 'X', content_type: 'HSA' }).expect(422);
    expect(res.body.errors.version).toEqual(['The form is missing the version it loaded. Reload the page.']);
    await api('put', '/backstage/artists/99999999').send({ name: 'X', content_type: 'HSA', version: 1 }).expect(404);
    await inertia('get', '/backstage/artists/abc/edit').expect(404);
  });
});

describe('trash and restore', () => {
  it('trashing hides the artist from the public site and /api; restoring brings them back; both are logged', async () => {
    const id = await newArtist('Trashable Warsame');
    const event = await ctx.knex('events').whereNotNull('published_at').first('id');
    await ctx.knex('event_artist').insert({ event_id: event.id, artist_id: id, position: 9 });
    const song = await ctx.knex('songs').first('id');
    await ctx.knex('song_features').where('song_id', song.id).delete();
    await ctx.knex('song_features').insert({ song_id: song.id, artist_id: id, position: 1 });
    await ctx.knex('songs').where('id', song.id).update({ original_artist_id: id });

    const res = await inertia('delete', `/backstage/artists/${id}`).expect(303);
    expect(res.headers.location).toBe(`/backstage/artists/${id}/edit`);
    expect((await artistRow(id)).deleted_at).not.toBeNull();
    await inertiaGet(ctx.app, `/artist/${id}`).expect(404);
    await request(ctx.app).get(`/api/artist/${id}`).expect(404);
    const all = await request(ctx.app).get('/api/artists').query({ page: 1 });
    const names = [] as string[];
    for (let page = 1; page <= all.body.last_page; page++) {
      names.push(...(await request(ctx.app).get('/api/artists').query({ page })).body.data.map((a: { name: string }) => a.name));
    }
    expect(names).not.toContain('Trashable Warsame');
    expect((await request(ctx.app).get('/api/searchy').query({ query: 'Trashable Warsame' })).body.artists).toEqual([]);
    expect((await request(ctx.app).get('/api/search').query({ q: 'Trashable' }).set('Authorization', `Bearer ${ctx.admin.token}`)).body.artists ?? []).toEqual([]);
    const songPage = (await inertiaGet(ctx.app, `/song/${song.id}`).expect(200)).body.props.song;
    expect(songPage.features).toEqual([]);
    expect(songPage.original_artist).toBeNull();
    const eventPage = (await request(ctx.app).get(`/api/event/${event.id}`).expect(200)).body.data;
    expect(eventPage.artists.map((a: { id: number }) => a.id)).not.toContain(id);
    const sitemap = await request(ctx.app).get('/sitemaps/artists-1.xml');
    expect(sitemap.text).not.toContain(`/artist/${id}<`);

    const trash = await inertia('get', '/backstage/artists?trashed=only').expect(200);
    expect(trash.body.props.artists.data.map((a: { id: number }) => a.id)).toContain(id);
    expect((await inertia('get', '/backstage/artists?q=Trashable')).body.props.artists.data).toEqual([]);

    await inertia('post', `/backstage/artists/${id}/restore`).expect(303);
    expect((await artistRow(id)).deleted_at).toBeNull();
    expect((await inertiaGet(ctx.app, `/artist/${id}`).expect(200)).body.props.artist.name).toBe('Trashable Warsame');
    expect((await inertiaGet(ctx.app, `/song/${song.id}`)).body.props.song.features.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await request(ctx.app).get('/api/searchy').query({ query: 'Trashable Warsame' })).body.artists.map((a: { id: number }) => a.id)).toContain(id);
    expect((await activityOf(id)).map((entry) => entry.action)).toEqual(['created', 'trashed', 'restored']);
  });

  it('an artist who still sings songs cannot be trashed', async () => {
    const artist = await ctx.knex('songs').first('artist_id');
    const res = await api('delete', `/backstage/artists/${artist.artist_id}`).expect(422);
    expect(res.body.errors.trash[0]).toMatch(/still has \d+ songs?.*Move them to another artist/);
    expect((await artistRow(artist.artist_id)).deleted_at).toBeNull();
  });
});

describe('the list', () => {
  it('searches on the server with the Somali folding, sorts by whitelisted columns, pages, and keeps the state', async () => {
    await newArtist('Khadra Daahir');
    const found = await inertia('get', '/backstage/artists?q=kadra').expect(200);
    expect(found.body.component).toBe('backstage/artists/index');
    expect(found.body.props.artists.data.map((a: { name: string }) => a.name)).toContain('Khadra Daahir');
    expect(found.body.props.list).toEqual({ q: 'kadra', sort: 'name', trashed: false });

    const bySongs = (await inertia('get', '/backstage/artists?sort=-songs_count').expect(200)).body.props;
    const counts = bySongs.artists.data.map((a: { songs_count: number }) => a.songs_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(bySongs.list.sort).toBe('-songs_count');
    expect(Object.keys(bySongs.artists.data[0]).sort()).toEqual(['content_type', 'content_type_label', 'deleted_at', 'followers_count', 'id', 'image_url', 'name', 'songs_count', 'stage_name', 'updated_at']);

    const total = Number((await ctx.knex('artists').whereNull('deleted_at').count('* as n'))[0]!.n);
    const page2 = (await inertia('get', '/backstage/artists?page=2').expect(200)).body.props.artists;
    expect(page2).toMatchObject({ current_page: 2, total, per_page: 25 });
  });

  it('falls back on an unknown sort and refuses hostile values with 422, never 500', async () => {
    expect((await inertia('get', '/backstage/artists?sort=password;drop').expect(200)).body.props.list.sort).toBe('name');
    await api('get', '/backstage/artists?page=-1').expect(422);
    await api('get', '/backstage/artists?q[]=a&q[]=b').expect(422);
    await api('get', `/backstage/artists?q=${'a'.repeat(201)}`).expect(422);
    await api('get', "/backstage/artists?q=%27%3A*%20%7C%20!").expect(200);
  });
});

describe('the dashboard', () => {
  it('shows the strip with counts, each section linking to its list, and the latest changes', async () => {
    const res = await inertia('get', '/backstage').expect(200);
    expect(res.body.component).toBe('backstage/dashboard');
    const { sections, activity } = res.body.props;
    // Labels are catalogue ids: the page shows them in the staff's language.
    expect(sections.map((s: { label: string }) => s.label)).toEqual(['artists', 'songs', 'albums', 'events', 'pages', 'playlist', 'story', 'scholars', 'topics', 'resources', 'podcasts'].map((key) => `backstage.section.${key}`));
    expect(sections[0]).toEqual({ key: 'artists', label: 'backstage.section.artists', count: Number((await ctx.knex('artists').whereNull('deleted_at').count('* as n'))[0]!.n), href: '/backstage/artists' });
    expect(sections[1]).toMatchObject({ key: 'songs', href: '/backstage/songs', count: Number((await ctx.knex('songs').whereNull('deleted_at').count('* as n'))[0]!.n) });
    expect(sections.every((s: { href: string | null }) => s.href?.startsWith('/backstage/'))).toBe(true);
    expect(sections[7]).toMatchObject({ key: 'scholars', href: '/backstage/scholars', count: Number((await ctx.knex('scholars').whereNull('deleted_at').count('* as n'))[0]!.n) });
    const latest = await ctx.knex('activity_log').orderBy('id', 'desc').first();
    expect(activity[0]).toMatchObject({ id: Number(latest.id), entity_type: 'artist', action: latest.action, user_name: expect.any(String) });
  });

  it('every backstage page carries the strip the features declare, in the same order; public pages do not', async () => {
    const { sections } = (await inertia('get', '/backstage').expect(200)).body.props;
    const nouns = ['artist', 'song', 'album', 'event', 'page', 'playlist', 'story', 'scholar', 'topic', 'resource', 'podcast'];
    const strip = sections.map(({ key, label, href }: { key: string; label: string; href: string }, index: number) => ({ key, noun: nouns[index], label, href }));
    for (const url of ['/backstage', '/backstage/songs', '/backstage/podcasts']) expect((await inertia('get', url).expect(200)).body.props.backstage_sections, url).toEqual(strip);
    expect((await ctx.admin.agent.get('/').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200)).body.props).not.toHaveProperty('backstage_sections');
  });
});

describe('who may', () => {
  const writes = [
    ['post', '/backstage/artists'],
    ['put', '/backstage/artists/1'],
    ['delete', '/backstage/artists/1'],
    ['post', '/backstage/artists/1/restore'],
  ] as const;

  it('a listener gets 403, a visitor is sent to sign in (401 JSON), a write without the XSRF token 419', async () => {
    for (const url of ['/backstage', '/backstage/artists', '/backstage/artists/create', '/backstage/artists/1/edit']) {
      await ctx.listener.agent.get(url).expect(403);
      expect((await request(ctx.app).get(url)).headers.location).toMatch(/^\/auth\/google/);
      await request(ctx.app).get(url).set('Accept', 'application/json').expect(401);
    }
    for (const [method, url] of writes) {
      await ctx.listener.agent[method](url).set('X-XSRF-TOKEN', ctx.listener.xsrf).send({ name: 'x', content_type: 'HSA', version: 1 }).expect(403);
      await request(ctx.app)[method](url).set('Accept', 'application/json').send({}).expect(401);
      await ctx.admin.agent[method](url).send({ name: 'x', content_type: 'HSA', version: 1 }).expect(419);
    }
  });
});
