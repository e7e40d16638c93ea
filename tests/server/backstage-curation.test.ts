import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

type Method = 'get' | 'post' | 'put' | 'delete';
const api = (method: Method, url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
/** The admin's browser session: cookie and XSRF header, as the dashboard's panels call. */
const session = (method: Method, url: string) => ctx.admin.agent[method](url).set('Accept', 'application/json').set('X-Requested-With', 'XMLHttpRequest').set('X-XSRF-TOKEN', ctx.admin.xsrf);
const playableSongs = () => ctx.knex('songs').whereNull('deleted_at').whereNotNull('mp3').orderBy('id').select('id', 'name', 'artist_id');
const homeFeaturedIds = async () => (await request(ctx.app).get('/api/homepage').expect(200)).body.data.featured.map((song: { id: number }) => song.id);

describe('every curation route is for admins only, and writes need the XSRF header', () => {
  const routes: [Method, string][] = [
    ['get', '/api/backstage/options/HOMEFEATURED'],
    ['post', '/api/backstage/options'],
    ['get', '/api/backstage/no-audio'],
    ['post', '/api/backstage/save-youtube'],
    ['post', '/api/backstage/no-playlist-song'],
    ['post', '/api/backstage/playlist-attach'],
  ];
  it.each(routes)('%s %s: anonymous 401, listener 403', async (method, url) => {
    expect((await request(ctx.app)[method](url).set('Accept', 'application/json').expect(401)).body.message).toBeTruthy();
    expect((await api(method, url, ctx.listener.token).expect(403)).body.message).toBe('This action is unauthorized.');
  });
  it.each(routes.filter(([method]) => method !== 'get'))('%s %s from the admin’s session without the XSRF header: 419, nothing written', async (method, url) => {
    const before = await ctx.knex('activity_log').count('* as n').first();
    await ctx.admin.agent[method](url).set('Accept', 'application/json').send({ option_key: 'HOMEFEATURED', option_value: [] }).expect(419);
    expect(await ctx.knex('activity_log').count('* as n').first()).toEqual(before);
  });
});

describe('featured content (HOMEFEATURED)', () => {
  it('reads the list in spec §3’s shape, saves a new order, and the home page shows it at once', async () => {
    const read = await api('get', '/api/backstage/options/HOMEFEATURED').expect(200);
    expect(read.body.option_key).toBe('HOMEFEATURED');
    expect(read.body.max).toBe(6);
    for (const item of read.body.option_value) expect(item).toEqual({ id: expect.any(Number), name: expect.any(String), artist: { name: expect.any(String) } });

    const songs = await playableSongs();
    const chosen = [songs[4]!, songs[1]!, songs[7]!];
    const saved = await session('post', '/api/backstage/options').send({ option_key: 'HOMEFEATURED', option_value: chosen.map((song) => ({ id: song.id, name: 'ignored' })) }).expect(200);
    expect(saved.body.message).toBe('The home page features 3 songs.');
    expect(saved.body.option_value.map((item: { id: number; name: string }) => [item.id, item.name])).toEqual(chosen.map((song) => [song.id, song.name]));
    const stored = await ctx.knex('options').where('option_key', 'HOMEFEATURED').first();
    expect(stored.option_value.map((item: { id: number }) => item.id)).toEqual(chosen.map((song) => song.id));
    expect(await homeFeaturedIds()).toEqual(chosen.map((song) => song.id));

    const log = await ctx.knex('activity_log').where('entity_type', 'featured').orderBy('id', 'desc').first();
    expect(log).toMatchObject({ user_id: ctx.admin.userId, entity_label: 'Featured on the home page' });
    const artistName = async (artistId: number) => (await ctx.knex('artists').where('id', artistId).first()).name;
    const listed = await Promise.all(chosen.map(async (song) => `${song.name} (${await artistName(song.artist_id)})`));
    expect(log.changes.songs[1]).toBe(listed.join(', '));
  });

  it('refuses a seventh song, a repeat, a song that is not on the site, an unknown key, with 422 and nothing changed', async () => {
    const before = (await ctx.knex('options').where('option_key', 'HOMEFEATURED').first()).option_value;
    const songs = await playableSongs();
    const seven = songs.slice(0, 7).map((song) => ({ id: song.id }));
    expect((await api('post', '/api/backstage/options').send({ option_key: 'HOMEFEATURED', option_value: seven }).expect(422)).body.message).toBe('At most 6 featured songs.');
    expect((await api('post', '/api/backstage/options').send({ option_key: 'HOMEFEATURED', option_value: [{ id: songs[0]!.id }, { id: songs[0]!.id }] }).expect(422)).body.message).toBe('A song can be featured only once.');
    expect((await api('post', '/api/backstage/options').send({ option_key: 'HOMEFEATURED', option_value: [{ id: 99999999 }] }).expect(422)).body.message).toBe('No song with id 99999999 on the site.');
    expect((await api('post', '/api/backstage/options').send({ option_key: 'SITE_NAME', option_value: [] }).expect(422)).body.message).toBe('Unknown option.');
    expect((await api('post', '/api/backstage/options').send({ option_key: 'HOMEFEATURED', option_value: 'x' }).expect(422)).body.message).toBe('The featured list must be a list of songs.');
    expect((await api('get', '/api/backstage/options/SITE_NAME').expect(404)).body.message).toBe('Unknown option.');
    expect((await ctx.knex('options').where('option_key', 'HOMEFEATURED').first()).option_value).toEqual(before);
  });

  it('a trashed song drops out of the list read back and of the home page', async () => {
    const songs = await playableSongs();
    await api('post', '/api/backstage/options').send({ option_key: 'HOMEFEATURED', option_value: [{ id: songs[10]!.id }, { id: songs[11]!.id }] }).expect(200);
    await ctx.knex('songs').where('id', songs[10]!.id).update({ deleted_at: new Date() });
    const read = await api('get', '/api/backstage/options/HOMEFEATURED').expect(200);
    expect(read.body.option_value.map((item: { id: number }) => item.id)).toEqual([songs[11]!.id]);
    expect(await homeFeaturedIds()).toEqual([songs[11]!.id]);
    await ctx.knex('songs').where('id', songs[10]!.id).update({ deleted_at: null });
  });
});

describe('fix no audio', () => {
  let artistId: number;
  let quiet: number[];
  beforeAll(async () => {
    artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first()).id;
    quiet = [];
    // Three songs without audio and without a source; the second is played most, so it comes first.
    for (const [name, plays] of [['Aan Maqal', 5], ['Codla’aan', 50], ['Hees Aamusan', 20]] as const) {
      const res = await api('post', '/backstage/songs').send({ name, artist: artistId, meta: { is_youtube: false } }).expect(201);
      await ctx.knex('songs').where('id', res.body.data.id).update({ plays_count: plays });
      quiet.push(res.body.data.id);
    }
  });

  it('answers the count and the most played song without audio; `after` moves to the next and wraps around', async () => {
    const first = await api('get', '/api/backstage/no-audio').expect(200);
    // Spec §3: "status (count) and song": status is the number; count carries it too.
    expect(first.body.count).toBeGreaterThanOrEqual(3);
    expect(first.body.status).toBe(first.body.count);
    // Demo songs without audio may be played more; walk until ours appear, in their order.
    const seen: number[] = [];
    let current = first.body.song;
    for (let step = 0; step < first.body.count && current; step++) {
      seen.push(current.id);
      current = (await api('get', `/api/backstage/no-audio?after=${current.id}`).expect(200)).body.song;
    }
    expect(seen.filter((id) => quiet.includes(id))).toEqual([quiet[1], quiet[2], quiet[0]]);
    expect(current.id).toBe(first.body.song.id);
    expect(first.body.song).toEqual({ id: expect.any(Number), name: expect.any(String), artist: { name: expect.any(String) }, youtube: null, processing: expect.any(Object) });
  });

  it('save-youtube stores the video, turns "download audio" on, queues the audio job, logs it, and the song leaves the list', async () => {
    const id = quiet[1]!;
    const countBefore = (await api('get', '/api/backstage/no-audio').expect(200)).body.count;
    const res = await session('post', '/api/backstage/save-youtube').send({ id, youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).expect(200);
    expect(res.body.message).toBe('Video saved: the audio of Codla’aan is being made.');
    const row = await ctx.knex('songs').where('id', id).first();
    expect(row).toMatchObject({ youtube: 'dQw4w9WgXcQ', version: 2 });
    expect(row.meta).toMatchObject({ is_youtube: true, status: '' });
    expect(await ctx.knex('jobs').where({ kind: 'song-audio', unique_key: `song-audio:${id}` }).first()).toMatchObject({ state: 'waiting' });
    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: id }).orderBy('id', 'desc').first();
    expect(log.changes).toEqual({ youtube: [null, 'dQw4w9WgXcQ'], download_audio: [null, true] });
    const walk = await api('get', '/api/backstage/no-audio').expect(200);
    expect(walk.body.count).toBe(countBefore - 1);
    expect(walk.body.song.id).not.toBe(id);
  });

  it('refuses a malformed video id (422), a missing or trashed song (404), and changes nothing', async () => {
    const id = quiet[0]!;
    for (const youtube of ['', 'not a video', 'https://vimeo.com/1234567', 42]) {
      const res = await api('post', '/api/backstage/save-youtube').send({ id, youtube }).expect(422);
      expect(res.body.message).toMatch(/^(Give a YouTube watch link, a youtu.be link or the 11-character video id|The YouTube video must be text)\.$/);
    }
    expect((await api('post', '/api/backstage/save-youtube').send({ id, youtube: 'dQw4w9\u0000XcQ' }).expect(422)).body.message).toMatch(/NUL/);
    expect((await api('post', '/api/backstage/save-youtube').send({ id: 99999999, youtube: 'dQw4w9WgXcQ' }).expect(404)).body.message).toBe('Song not found.');
    expect((await api('post', '/api/backstage/save-youtube').send({ youtube: 'dQw4w9WgXcQ' }).expect(422)).body.message).toBe('Say which song: its id.');
    expect((await api('get', '/api/backstage/no-audio?after=abc').expect(422)).body.message).toBe('after must be a song id.');
    expect(await ctx.knex('songs').where('id', id).first()).toMatchObject({ youtube: null, version: 1 });
    expect(await ctx.knex('jobs').where({ unique_key: `song-audio:${id}` }).first()).toBeUndefined();
  });
});

describe('playlist connection', () => {
  let artistId: number;
  let lonely: number;
  let playlists: { id: number; name: string }[];
  beforeAll(async () => {
    artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first()).id;
    const res = await api('post', '/backstage/songs').send({ name: 'Keli Ahaan', artist: artistId, features: [artistId + 1] }).expect(201);
    lonely = res.body.data.id;
    await ctx.knex('songs').where('id', lonely).update({ plays_count: 1_000_000 });
    // The demo has ten playlists; the cap test needs eleven.
    for (const name of ['Habeenkii Jimcaha', 'Safar Dheer']) await api('post', '/backstage/playlist').send({ name }).expect(201);
    playlists = await ctx.knex('playlists').whereNull('deleted_at').orderBy('id').limit(12).select('id', 'name');
  });

  it('gives the most played song in no playlist, with its featuring artists and link', async () => {
    const res = await session('post', '/api/backstage/no-playlist-song').send({}).expect(200);
    const feature = await ctx.knex('artists').where('id', artistId + 1).first();
    expect(res.body.song).toEqual({ id: lonely, name: 'Keli Ahaan', artist: { name: expect.any(String) }, features: [{ id: feature.id, name: feature.name }], url: `/song/${lonely}` });
    expect(res.body.count).toBe(Number((await ctx.knex('songs').whereNull('deleted_at').whereNotExists(ctx.knex('playlist_song').whereRaw('playlist_song.song_id = songs.id')).count('* as n').first())!.n));
  });

  it('attaches playlists at their end, logs it, and the next song comes', async () => {
    const [first, second] = [playlists[0]!, playlists[1]!];
    const lastBefore = await ctx.knex('playlist_song').where('playlist_id', first.id).max('position as max').first();
    const countBefore = (await session('post', '/api/backstage/no-playlist-song').send({}).expect(200)).body.count;
    const res = await session('post', '/api/backstage/playlist-attach').send({ song: lonely, playlists: [first.id, second.id] }).expect(200);
    expect(res.body.message).toBe(`Keli Ahaan was added to ${first.name}, ${second.name}.`);
    expect(await ctx.knex('playlist_song').where('song_id', lonely).orderBy('playlist_id').pluck('playlist_id')).toEqual([first.id, second.id].sort((a, b) => a - b));
    expect((await ctx.knex('playlist_song').where({ song_id: lonely, playlist_id: first.id }).first()).position).toBe(Number(lastBefore!.max ?? 0) + 1);
    const log = await ctx.knex('activity_log').where({ entity_type: 'song', entity_id: lonely }).orderBy('id', 'desc').first();
    expect(log.changes.playlists).toEqual([null, [first.name, second.name].sort().join(', ')]);
    const page = await request(ctx.app).get(`/api/playlist/${first.id}`).expect(200);
    expect(JSON.stringify(page.body)).toContain('Keli Ahaan');
    const next = await session('post', '/api/backstage/no-playlist-song').send({ after: lonely }).expect(200);
    expect(next.body.song?.id).not.toBe(lonely);
    // The panel's "N songs are in no playlist" moves with it.
    expect(next.body.count).toBe(countBefore - 1);
  });

  it('holds the 10-playlist cap, refuses unknown playlists and songs, and attaches nothing then', async () => {
    const eleven = playlists.slice(0, 11).map((playlist) => playlist.id);
    expect((await api('post', '/api/backstage/playlist-attach').send({ song: lonely, playlists: eleven }).expect(422)).body.message).toBe('At most 10 playlists.');
    const nine = playlists.slice(2, 11).map((playlist) => playlist.id);
    expect((await api('post', '/api/backstage/playlist-attach').send({ song: lonely, playlists: nine }).expect(422)).body.message).toBe('A song can be in at most 10 playlists; Keli Ahaan is in 2.');
    expect((await api('post', '/api/backstage/playlist-attach').send({ song: lonely, playlists: [99999999] }).expect(422)).body.message).toBe('No playlist with id 99999999.');
    expect((await api('post', '/api/backstage/playlist-attach').send({ song: lonely, playlists: [] }).expect(422)).body.message).toBe('Choose at least one playlist.');
    expect((await api('post', '/api/backstage/playlist-attach').send({ song: 99999999, playlists: [playlists[3]!.id] }).expect(404)).body.message).toBe('Song not found.');
    expect(Number((await ctx.knex('playlist_song').where('song_id', lonely).count('* as n').first())!.n)).toBe(2);
  });
});
