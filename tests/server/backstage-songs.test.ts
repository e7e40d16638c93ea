import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { inertiaGet, VERSION } from '../helpers/inertia';

const CONFLICT = 'Someone else saved this song since you opened it. Reload to see their changes.';
/** The same on the page form, in the staff's language (Somali by default). */
const CONFLICT_SO = 'Qof kale ayaa kaydiyay intii aad furnayd. Dib u soo rar si aad u aragto isbeddelladiisa.';

let ctx: BackstageContext;
let artists: { id: number; name: string }[];
let playlists: number[];
beforeAll(async () => {
  ctx = await backstageContext();
  artists = await ctx.knex('artists').whereNull('deleted_at').orderBy('id').limit(7).select('id', 'name');
  playlists = await ctx.knex('playlists').orderBy('id').limit(11).pluck('id');
});
afterAll(async () => ctx?.close());

const inertia = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
  ctx.admin.agent[method](url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).set('X-XSRF-TOKEN', ctx.admin.xsrf);
const api = (method: 'get' | 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) =>
  request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const songRow = (id: number) => ctx.knex('songs').where('id', id).first();
const activityOf = (id: number) => ctx.knex('activity_log').where({ entity_type: 'song', entity_id: id }).orderBy('id');

const base = () => ({ name: 'Hooyo Macaan', artist: artists[0]!.id });
async function newSong(fields: Record<string, unknown> = {}): Promise<number> {
  const res = await api('post', '/backstage/songs').send({ ...base(), ...fields }).expect(201);
  return res.body.data.id;
}

describe('creating a song', () => {
  it('as JSON: the row, its featuring artists in order, playlists, lyrics, an activity entry, the video id from a link, and its audio job', async () => {
    const res = await api('post', '/backstage/songs')
      .send({
        name: '  Dhulkayga  ', artist: artists[0]!.id, original_artist: artists[1]!.id, features: [artists[3]!.id, artists[2]!.id], playlists: [playlists[0], playlists[1]],
        released: '1989', youtube: 'https://youtu.be/dQw4w9WgXcQ?t=5', meta: { is_youtube: true, is_smart: true, thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' },
        verses: [{ title: 'Somali', language: 'somali', non_synced_lyrics: 'Dhulkayga hooyo\nadaa i koriyay' }, { title: 'English', language: 'english', non_synced_lyrics: 'My land', is_default: true }],
      })
      .expect(201);
    const id = res.body.data.id as number;
    expect(res.body.data).toMatchObject({
      name: 'Dhulkayga', artist: artists[0], original_artist: artists[1], features: [artists[3], artists[2]], released: 1989, youtube: 'dQw4w9WgXcQ', version: 1, status: 'pending',
      meta: { is_youtube: true, is_smart: true, thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', status: '' },
    });
    expect(res.body.data.playlists.map((p: { id: number }) => p.id).sort()).toEqual([playlists[0], playlists[1]].sort());
    expect(res.body.data.verses.map((v: { title: string; is_default: boolean }) => [v.title, v.is_default])).toEqual([['Somali', false], ['English', true]]);
    expect(await songRow(id)).toMatchObject({ name: 'Dhulkayga', slug: `dhulkayga-${id}`, artist_id: artists[0]!.id, original_artist_id: artists[1]!.id, youtube: 'dQw4w9WgXcQ', released: 1989, deleted_at: null });
    expect(await ctx.knex('song_features').where('song_id', id).orderBy('position').pluck('artist_id')).toEqual([artists[3]!.id, artists[2]!.id]);
    expect(await ctx.knex('jobs').where({ kind: 'song-audio', unique_key: `song-audio:${id}` }).first()).toMatchObject({ state: 'waiting' });
    const log = await activityOf(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'created', user_id: ctx.admin.userId });
    expect(log[0].changes.features).toEqual([null, `${artists[3]!.name}, ${artists[2]!.name}`]);
    // The public song page and search show it at once.
    expect((await inertiaGet(ctx.app, `/song/${id}`).expect(200)).body.props.song.name).toBe('Dhulkayga');
    const found = await request(ctx.app).get('/api/searchy').query({ query: 'Dhulkayga' }).expect(200);
    expect(found.body.songs.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('as an urlencoded form with ids as strings, and as multipart', async () => {
    const form = await inertia('post', '/backstage/songs').type('form').send(`name=Form+Song&artist=${artists[1]!.id}&features[]=${artists[2]!.id}&playlists[0]=${playlists[2]}&released=&youtube=&meta[is_youtube]=0`).expect(303);
    const id = Number(/\/backstage\/songs\/(\d+)\/edit$/.exec(form.headers.location as string)![1]);
    expect(await songRow(id)).toMatchObject({ name: 'Form Song', artist_id: artists[1]!.id, released: null, youtube: null });
    expect((await songRow(id)).meta).toMatchObject({ is_youtube: false });
    expect(await ctx.knex('song_features').where('song_id', id).pluck('artist_id')).toEqual([artists[2]!.id]);
    const multipart = await api('post', '/backstage/songs').field('name', 'Multipart Song').field('artist', String(artists[2]!.id)).field('features[]', String(artists[3]!.id)).expect(201);
    expect(multipart.body.data.features).toEqual([artists[3]]);
  });

  it('refuses bad input with each field\'s error and writes nothing', async () => {
    const before = await ctx.knex('songs').count('* as n');
    const res = await api('post', '/backstage/songs')
      .send({ name: ' ', artist: 'x', features: [1, 2, 3, 4, 5], playlists: Array.from({ length: 11 }, (_, i) => i + 1), released: 1850, youtube: 'https://vimeo.com/123' })
      .expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['artist', 'features', 'name', 'playlists', 'released', 'youtube']);
    expect(res.body.errors.features).toEqual(['At most 4 featuring artists.']);
    expect(res.body.errors.playlists).toEqual(['At most 10 playlists.']);
    const unknown = await api('post', '/backstage/songs').send({ ...base(), artist: 99999, album: 99999, features: [99998], playlists: [99999] }).expect(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['album', 'artist', 'features', 'playlists']);
    const self = await api('post', '/backstage/songs').send({ ...base(), features: [artists[0]!.id] }).expect(422);
    expect(self.body.errors.features).toEqual(['The artist cannot also feature on their own song.']);
    const paths = await api('post', '/backstage/songs').send({ ...base(), audio: 'audio/not-uploaded.mp3', cover: '/images/songs/x.png' }).expect(422);
    expect(paths.body.errors).toEqual({ audio: ['Upload the audio with the audio uploader.'], cover: ['Upload the cover with the image uploader.'] });
    expect(await ctx.knex('songs').count('* as n')).toEqual(before);
  });

  it('takes an uploaded cover and audio, and queues the audio job for the upload', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#222' } }).png().toBuffer();
    const cover = (await api('post', '/api/backstage/image-uploader').field('imagepath', 'songs').attach('image', png, 'c.png').expect(200)).body.image;
    const id = await newSong({ cover, youtube: 'dQw4w9WgXcQ' });
    expect(await songRow(id)).toMatchObject({ cover });
    const job = await ctx.knex('jobs').where('unique_key', `song-audio:${id}`).first();
    expect(job).toMatchObject({ state: 'waiting' });
  });
});

describe('editing a song', () => {
  it('changes exactly what the form changed, keeps the pipeline\'s meta, and logs before/after', async () => {
    const id = await newSong({ features: [artists[1]!.id], playlists: [playlists[0]], verses: [{ non_synced_lyrics: 'Line one' }] });
    await ctx.knex('songs').where('id', id).update({ meta: ctx.knex.raw(`meta || '{"status":"done","stems":{"method":"ffmpeg"}}'::jsonb`) });
    const loaded = (await inertia('get', `/backstage/songs/${id}/edit`).expect(200)).body.props.song;
    const res = await api('put', `/backstage/songs/${id}`)
      .send({ ...base(), name: 'Hooyo Macaan (Live)', features: [artists[2]!.id, artists[1]!.id], playlists: [playlists[0], playlists[3]], verses: [{ id: loaded.verses[0].id, non_synced_lyrics: 'Line one, fixed' }], version: loaded.version })
      .expect(200);
    expect(res.body.data).toMatchObject({ name: 'Hooyo Macaan (Live)', version: 2, features: [artists[2], artists[1]] });
    const row = await songRow(id);
    expect(row.meta).toMatchObject({ status: 'done', stems: { method: 'ffmpeg' } });
    expect(await ctx.knex('verses').where('song_id', id).select('id', 'non_synced_lyrics')).toEqual([{ id: loaded.verses[0].id, non_synced_lyrics: 'Line one, fixed' }]);
    const updated = (await activityOf(id)).at(-1)!;
    expect(updated.action).toBe('updated');
    expect(Object.keys(updated.changes).sort()).toEqual(['features', 'lyrics', 'name', 'playlists']);
    expect(updated.changes.name).toEqual(['Hooyo Macaan', 'Hooyo Macaan (Live)']);
    // A renamed song is found by its new name.
    const found = await request(ctx.app).get('/api/searchy').query({ query: 'Hooyo Macaan Live' }).expect(200);
    expect(found.body.songs.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('a stale version is refused: 409 JSON, the message for the page form, never an overwrite', async () => {
    const id = await newSong();
    await api('put', `/backstage/songs/${id}`).send({ ...base(), name: 'First Save', version: 1 }).expect(200);
    const res = await api('put', `/backstage/songs/${id}`).send({ ...base(), name: 'Second Save', version: 1 }).expect(409);
    expect(res.body).toEqual({ message: CONFLICT, errors: { version: [CONFLICT] } });
    const page = await inertia('put', `/backstage/songs/${id}`).set('Host', '127.0.0.1').set('Referer', `http://127.0.0.1/backstage/songs/${id}/edit`).send({ ...base(), name: 'Second Save', version: 1 }).expect(303);
    expect(page.headers.location).toBe(`/backstage/songs/${id}/edit`);
    expect((await inertia('get', `/backstage/songs/${id}/edit`)).body.props.errors).toEqual({ version: CONFLICT_SO });
    expect(await songRow(id)).toMatchObject({ name: 'First Save', version: 2 });
  });

  it('refuses another song\'s lyrics version', async () => {
    const other = await newSong({ verses: [{ non_synced_lyrics: 'Theirs' }] });
    const theirs = await ctx.knex('verses').where('song_id', other).first('id');
    const id = await newSong();
    const res = await api('put', `/backstage/songs/${id}`).send({ ...base(), verses: [{ id: theirs.id, non_synced_lyrics: 'Mine now' }], version: 1 }).expect(422);
    expect(res.body.errors.verses[0]).toMatch(/not this song/);
    expect(await ctx.knex('verses').where('id', theirs.id).first()).toMatchObject({ song_id: other, non_synced_lyrics: 'Theirs' });
  });
});

describe('the spec\'s song fields (issue 31 item 10)', () => {
  const publicSong = async (id: number) => (await request(ctx.app).get(`/api/song/${id}`).expect(200)).body.data;

  it('takes spec §3\'s `lyrics` text: one Somali version, the default, on the song page', async () => {
    const res = await api('post', '/backstage/songs').send({ ...base(), lyrics: 'Hooyo macaan\nHooyo qaali' }).expect(201);
    const song = await publicSong(res.body.data.id);
    expect(song.lyrics).toBe('Hooyo macaan\nHooyo qaali');
    expect(song.verse.map((verse: { language: string; is_default: boolean; lyrics: { non_synced_lyrics: { original: string } } }) => [verse.language, verse.is_default, verse.lyrics.non_synced_lyrics.original])).toEqual([['somali', true, 'Hooyo macaan\nHooyo qaali']]);
  });

  it('takes spec §3\'s `verse[]` as /api/song/{id} reads it, and a client that sends back what it read', async () => {
    const verse = [
      { is_default: false, language: 'somali', lyrics: { non_synced_lyrics: { original: 'Dhulkii hooyo' } } },
      { is_default: true, title: 'Live', lyrics: { non_synced_lyrics: { original: 'Hooyo macaan' } }, translation: { language: 'english', lines: ['Sweet mother'] } },
    ];
    const id = (await api('post', '/backstage/songs').send({ ...base(), verse }).expect(201)).body.data.id;
    const read = await publicSong(id);
    expect(read.verse.map((one: { title: string | null; lyrics: { non_synced_lyrics: { original: string } }; translation: unknown }) => [one.title, one.lyrics.non_synced_lyrics.original, one.translation])).toEqual([
      ['Live', 'Hooyo macaan', { language: 'english', lines: ['Sweet mother'] }],
      [null, 'Dhulkii hooyo', null],
    ]);
    // `lyrics` beside the list is the default version's text, as the read gives it.
    const edited = [{ id: read.verse[0].id, is_default: true, title: 'Live', lyrics: { non_synced_lyrics: { original: 'Hooyo macaan ah' } } }];
    await api('put', `/backstage/songs/${id}`).send({ ...base(), lyrics: 'Hooyo macaan ah', verse: edited, version: 1 }).expect(200);
    expect((await publicSong(id)).verse.map((one: { id: number; lyrics: { non_synced_lyrics: { original: string } } }) => [one.id, one.lyrics.non_synced_lyrics.original])).toEqual([[read.verse[0].id, 'Hooyo macaan ah']]);
  });

  it('refuses lyrics sent twice in different words, and both lists at once, writing nothing', async () => {
    const verses = [{ non_synced_lyrics: 'Hooyo macaan', is_default: true }];
    const verse = [{ is_default: true, lyrics: { non_synced_lyrics: { original: 'Hooyo macaan' } } }];
    expect((await api('post', '/backstage/songs').send({ ...base(), name: 'Twice', lyrics: 'Something else', verses }).expect(422)).body.errors).toEqual({ lyrics: ['The lyrics differ from the default version in verses: send the text once.'] });
    expect((await api('post', '/backstage/songs').send({ ...base(), name: 'Twice', verses, verse }).expect(422)).body.errors).toEqual({ verse: ['Send the lyrics versions once: as verses or as verse, not both.'] });
    expect((await api('post', '/backstage/songs').send({ ...base(), name: 'Twice', verse: [{ is_default: true, lyrics: { non_synced_lyrics: { original: '' } } }] }).expect(422)).body.errors).toEqual({ 'verse.0.lyrics.non_synced_lyrics.original': ['A lyrics version needs its text.'] });
    expect(await ctx.knex('songs').where('name', 'Twice').first()).toBeUndefined();
  });

  it('refuses a field the form does not know, at any depth, naming it: 422 JSON, the page form\'s errors, nothing written', async () => {
    const res = await api('post', '/backstage/songs').send({ ...base(), name: 'Unknown Fields', lyric: 'Hooyo', meta: { is_youtube: false, colour: 'red' }, verses: [{ non_synced_lyrics: 'Hooyo', synced_lyrics: [] }] }).expect(422);
    expect(res.body.errors).toEqual({
      lyric: ['This form has no field “lyric”.'],
      'meta.colour': ['This form has no field “meta.colour”.'],
      'verses.0.synced_lyrics': ['This form has no field “verses.0.synced_lyrics”.'],
    });
    // The page form: back to the form with the error under the field's name (Inertia's error bag).
    const page = await inertia('post', '/backstage/songs').set('Host', '127.0.0.1').set('Referer', 'http://127.0.0.1/backstage/songs/create').set('X-Inertia-Error-Bag', 'song').send({ ...base(), name: 'Unknown Fields', lyric: 'Hooyo' }).expect(302);
    expect(page.headers.location).toBe('/backstage/songs/create');
    // In the page's language (Somali: no cookie); the field's own key as it was sent.
    expect((await inertia('get', '/backstage/songs/create')).body.props.errors).toEqual({ song: { lyric: 'Foomkani ma laha goob la yiraahdo “lyric”.' } });
    expect(await ctx.knex('songs').where('name', 'Unknown Fields').first()).toBeUndefined();
    // What forms carry besides their fields still passes: the XSRF token, a POST marked as POST.
    await inertia('post', '/backstage/songs').send({ ...base(), name: 'Known Fields', _token: ctx.admin.xsrf, _method: 'post' }).expect(303);
    expect(await ctx.knex('songs').where('name', 'Known Fields').first()).toBeDefined();
  });
});

describe('trash, restore and retry', () => {
  it('a trashed song is gone from its page, /api, the player, lists and search; restore brings it back', async () => {
    const id = await newSong({ name: 'Qarsoodi Trash', playlists: [playlists[0]] });
    await ctx.knex('songs').where('id', id).update({ mp3: 'demo/audio/song-1.mp3' });
    await api('delete', `/backstage/songs/${id}`).expect(200);
    expect((await songRow(id)).deleted_at).not.toBeNull();
    await inertiaGet(ctx.app, `/song/${id}`).expect(404);
    await request(ctx.app).get(`/api/song/${id}`).expect(404);
    await request(ctx.app).post('/api/_song').send({ id, type: 'SONG' }).expect(404);
    const playlist = await request(ctx.app).get(`/api/playlist/${playlists[0]}`).expect(200);
    expect(JSON.stringify(playlist.body)).not.toContain('Qarsoodi Trash');
    const found = await request(ctx.app).get('/api/searchy').query({ query: 'Qarsoodi' }).expect(200);
    expect(found.body.songs.map((s: { id: number }) => s.id)).not.toContain(id);
    const sitemap = await request(ctx.app).get('/sitemap-songs-1.xml');
    if (sitemap.status === 200) expect(sitemap.text).not.toContain(`/song/${id}<`);
    const trash = await inertia('get', '/backstage/songs?trashed=only').expect(200);
    expect(trash.body.props.songs.data.map((s: { id: number }) => s.id)).toContain(id);

    await api('post', `/backstage/songs/${id}/restore`).expect(200);
    await inertiaGet(ctx.app, `/song/${id}`).expect(200);
    expect((await request(ctx.app).get('/api/searchy').query({ query: 'Qarsoodi' })).body.songs.map((s: { id: number }) => s.id)).toContain(id);
    expect((await activityOf(id)).map((entry) => entry.action)).toEqual(['created', 'trashed', 'restored']);
  });

  it('retry (spec §7) queues the audio again and shows processing; unknown ids are 404, bad ones 422', async () => {
    const id = await newSong({ youtube: 'dQw4w9WgXcQ' });
    await ctx.knex('jobs').where('unique_key', `song-audio:${id}`).update({ state: 'dead' });
    await ctx.knex('songs').where('id', id).update({ meta: ctx.knex.raw(`meta || '{"status":"fail","message":"Video unavailable"}'::jsonb`) });
    expect((await inertia('get', '/backstage/songs?filter=failed').expect(200)).body.props.songs.data.map((s: { id: number; status: string }) => [s.id, s.status])).toContainEqual([id, 'fail']);
    const res = await api('post', '/api/backstage/retry').send({ id }).expect(200);
    expect(res.body.data).toEqual({ id, status: 'processing' });
    expect((await songRow(id)).meta).toMatchObject({ status: '', retry: true, message: null });
    expect(await ctx.knex('jobs').where({ unique_key: `song-audio:${id}`, state: 'waiting' }).count('* as n')).toEqual([{ n: 1 }]);
    const list = (await inertia('get', '/backstage/songs').expect(200)).body.props.songs.data;
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({ status: 'processing' });
    await api('post', '/api/backstage/retry').send({ id: 99999999 }).expect(404);
    await api('post', '/api/backstage/retry').send({ id: 'x' }).expect(422);
  });
});

describe('the list', () => {
  it('searches on the server, filters, sorts and pages, all from the URL', async () => {
    await newSong({ name: 'Xiddigta Waaberi' });
    const res = await inertia('get', '/backstage/songs?q=xiddigta&sort=name').expect(200);
    expect(res.body.component).toBe('backstage/songs/index');
    expect(res.body.props.songs.data.map((s: { name: string }) => s.name)).toEqual(['Xiddigta Waaberi']);
    expect(res.body.props.list).toEqual({ q: 'xiddigta', sort: 'name', trashed: false });
    const noLyrics = await inertia('get', '/backstage/songs?filter=no-lyrics').expect(200);
    expect(noLyrics.body.props.filter).toBe('no-lyrics');
    for (const song of noLyrics.body.props.songs.data) expect(song.verses_count).toBe(0);
    const smart = await inertia('get', '/backstage/songs?filter=smart').expect(200);
    expect(smart.body.props.songs.data.every((s: { is_smart: boolean }) => s.is_smart)).toBe(true);
    expect(smart.body.props.songs.total).toBeGreaterThan(0);
  });
});

describe('who may', () => {
  it('a listener gets 403, a visitor is sent to sign in, a write without the XSRF token 419', async () => {
    for (const url of ['/backstage/songs', '/backstage/songs/create', '/backstage/songs/1/edit']) {
      await ctx.listener.agent.get(url).expect(403);
      await request(ctx.app).get(url).expect(302);
    }
    await api('post', '/backstage/songs', ctx.listener.token).send(base()).expect(403);
    await api('post', '/api/backstage/retry', ctx.listener.token).send({ id: 1 }).expect(403);
    await request(ctx.app).post('/backstage/songs').set('Accept', 'application/json').send(base()).expect(401);
    await ctx.admin.agent.post('/backstage/songs').set('Accept', 'application/json').send(base()).expect(419);
    await ctx.admin.agent.post('/api/backstage/retry').set('Accept', 'application/json').send({ id: 1 }).expect(419);
  });
});

describe('lyrics versions', () => {
  it('a change late in a verse, another default or a new order is saved and logged', async () => {
    const long = `${'Hooyo macaan '.repeat(10)}end`;
    const id = await newSong({ verses: [{ title: 'A', non_synced_lyrics: long }, { title: 'B', non_synced_lyrics: 'Second' }] });
    const loaded = (await inertia('get', `/backstage/songs/${id}/edit`).expect(200)).body.props.song;
    const [a, b] = loaded.verses;
    expect([a.is_default, b.is_default]).toEqual([true, false]);
    const first = await api('put', `/backstage/songs/${id}`).send({ ...base(), verses: [{ ...a, non_synced_lyrics: `${long}!`, is_default: false }, { ...b, is_default: true }], version: 1 });
    expect(first.body.errors).toBeUndefined();
    expect(await ctx.knex('verses').where('song_id', id).orderBy('position').select('title', 'is_default', 'non_synced_lyrics')).toEqual([
      { title: 'A', is_default: false, non_synced_lyrics: `${long}!` },
      { title: 'B', is_default: true, non_synced_lyrics: 'Second' },
    ]);
    await api('put', `/backstage/songs/${id}`).send({ ...base(), verses: [{ ...b, is_default: true }, { ...a, non_synced_lyrics: `${long}!`, is_default: false }], version: 2 }).expect(200);
    expect(await ctx.knex('verses').where('song_id', id).orderBy('position').pluck('title')).toEqual(['B', 'A']);
    expect((await activityOf(id)).filter((entry) => entry.action === 'updated').map((entry) => Object.keys(entry.changes))).toEqual([['lyrics'], ['lyrics']]);
    // The same form again changes nothing and writes nothing.
    await api('put', `/backstage/songs/${id}`).send({ ...base(), verses: [{ ...b, is_default: true }, { ...a, non_synced_lyrics: `${long}!`, is_default: false }], version: 3 }).expect(200);
    expect(await songRow(id)).toMatchObject({ version: 3 });
  });
});
