import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';

let ctx: BackstageContext;
let artistId: number;
let songs: { id: number; name: string }[];
beforeAll(async () => {
  ctx = await backstageContext();
  artistId = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id;
  songs = await ctx.knex('songs').whereNull('deleted_at').orderBy('id').limit(4).select('id', 'name');
});
afterAll(async () => ctx?.close());

const inertia = (url: string) => ctx.admin.agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
const api = (method: 'post' | 'put' | 'delete', url: string, token = ctx.admin.token) => request(ctx.app)[method](url).set('Authorization', `Bearer ${token}`).set('Accept', 'application/json');
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('albums in backstage', () => {
  it('creates an album with its tracks in order; the public album lists them in that order; a song moves from its old album', async () => {
    const old = songs[0]!;
    const res = await api('post', '/backstage/albums').send({ name: 'Hees Collection', artist: artistId, released_at: '1990-05-01', songs: [songs[2]!.id, old.id, songs[1]!.id] }).expect(201);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ name: 'Hees Collection', released_at: '1990-05-01', songs_count: 3, version: 1 });
    expect(ids(res.body.data.songs)).toEqual([songs[2]!.id, old.id, songs[1]!.id]);
    expect(await ctx.knex('songs').where('id', old.id).first('album_id', 'album_position')).toEqual({ album_id: id, album_position: 2 });
    const pub = await request(ctx.app).get(`/api/album/${id}`).expect(200);
    const listed = (pub.body.data?.songs ?? pub.body.songs ?? []) as { id: number }[];
    expect(ids(listed)).toEqual([songs[2]!.id, old.id, songs[1]!.id]);
    expect((await ctx.knex('activity_log').where({ entity_type: 'album', entity_id: id }).first()).changes.songs[1]).toBe(`${songs[2]!.name}, ${old.name}, ${songs[1]!.name}`);
  });

  it('reorders and removes tracks over the loaded version; refuses a stale save and unknown ids', async () => {
    const id = (await api('post', '/backstage/albums').send({ name: 'Reorder Me', artist: artistId, songs: [songs[0]!.id, songs[3]!.id] }).expect(201)).body.data.id;
    const saved = await api('put', `/backstage/albums/${id}`).send({ name: 'Reorder Me', artist: artistId, songs: [songs[3]!.id], version: 1 }).expect(200);
    expect(ids(saved.body.data.songs)).toEqual([songs[3]!.id]);
    expect(await ctx.knex('songs').where('id', songs[0]!.id).first('album_id')).toEqual({ album_id: null });
    await api('put', `/backstage/albums/${id}`).send({ name: 'Stale', artist: artistId, version: 1 }).expect(409);
    const bad = await api('put', `/backstage/albums/${id}`).send({ name: '', artist: 99999, released_at: 'soon', songs: [99999], version: 2 }).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'released_at']);
    const unknown = await api('put', `/backstage/albums/${id}`).send({ name: 'X', artist: 99999, version: 2 }).expect(422);
    expect(unknown.body.errors.artist).toBeDefined();
    const missing = await api('put', `/backstage/albums/${id}`).send({ name: 'X', artist: artistId, songs: [99999], version: 2 }).expect(422);
    expect(missing.body.errors.songs).toBeDefined();
  });

  it('trash hides the album (page, /api, search, the artist page); its songs stay public without the link; restore brings it back', async () => {
    const id = (await api('post', '/backstage/albums').send({ name: 'Qarsoon Album', artist: artistId, songs: [songs[1]!.id] }).expect(201)).body.data.id;
    await api('delete', `/backstage/albums/${id}`).expect(200);
    await request(ctx.app).get(`/api/album/${id}`).expect(404);
    await request(ctx.app).get(`/album/${id}`).expect(404);
    expect((await request(ctx.app).get('/api/searchy').query({ query: 'Qarsoon' })).body.albums.map((a: { id: number }) => a.id)).not.toContain(id);
    expect(JSON.stringify((await request(ctx.app).get(`/api/artist/${artistId}`)).body)).not.toContain('Qarsoon Album');
    const song = await request(ctx.app).get(`/api/song/${songs[1]!.id}`).expect(200);
    expect(JSON.stringify(song.body)).not.toContain('Qarsoon Album');
    await api('post', `/backstage/albums/${id}/restore`).expect(200);
    await request(ctx.app).get(`/api/album/${id}`).expect(200);
    expect((await inertia('/backstage/albums?q=qarsoon').expect(200)).body.props.albums.data.map((a: { id: number }) => a.id)).toEqual([id]);
  });
});

describe('playlists in backstage', () => {
  it('creates a playlist with songs in order, edits it for real, and the public playlist follows', async () => {
    const res = await api('post', '/backstage/playlist').send({ name: 'Habeenkii Jimcaha', description: 'Friday night', songs: [songs[1]!.id, songs[0]!.id] }).expect(201);
    const id = res.body.data.id;
    expect(ids(res.body.data.songs)).toEqual([songs[1]!.id, songs[0]!.id]);
    const saved = await api('put', `/backstage/playlist/${id}`).send({ name: 'Habeenkii Jimcaha', songs: [songs[0]!.id, songs[2]!.id, songs[1]!.id], version: 1 }).expect(200);
    expect(ids(saved.body.data.songs)).toEqual([songs[0]!.id, songs[2]!.id, songs[1]!.id]);
    expect(await ctx.knex('playlist_song').where('playlist_id', id).orderBy('position').pluck('song_id')).toEqual([songs[0]!.id, songs[2]!.id, songs[1]!.id]);
    const pub = await request(ctx.app).get(`/api/playlist/${id}`).expect(200);
    expect(JSON.stringify(pub.body)).toContain('Habeenkii Jimcaha');
    const edit = await inertia(`/backstage/playlist/${id}/edit`).expect(200);
    expect(edit.body.component).toBe('backstage/playlist/edit');
    expect(edit.body.props.history.map((entry: { action: string }) => entry.action)).toEqual(['updated', 'created']);
  });

  it('refuses a song already on 10 other playlists, naming it', async () => {
    const song = songs[3]!;
    const existing = await ctx.knex('playlist_song').where('song_id', song.id).count('* as n').first();
    for (let i = Number(existing!.n); i < 10; i++) await api('post', '/backstage/playlist').send({ name: `Filler ${i}`, songs: [song.id] }).expect(201);
    const res = await api('post', '/backstage/playlist').send({ name: 'One Too Many', songs: [song.id] }).expect(422);
    expect(res.body.errors.songs).toEqual([`“${song.name}” is already on 10 playlists, the most a song can be on.`]);
    expect(await ctx.knex('playlists').where('name', 'One Too Many').first()).toBeUndefined();
  });

  it('trash hides the playlist from its page, the list and search; restore brings it back', async () => {
    const id = (await api('post', '/backstage/playlist').send({ name: 'Qarsoon Playlist' }).expect(201)).body.data.id;
    await api('delete', `/backstage/playlist/${id}`).expect(200);
    await request(ctx.app).get(`/api/playlist/${id}`).expect(404);
    expect(JSON.stringify((await request(ctx.app).get('/api/playlists').expect(200)).body)).not.toContain('Qarsoon Playlist');
    await api('post', `/backstage/playlist/${id}/restore`).expect(200);
    await request(ctx.app).get(`/api/playlist/${id}`).expect(200);
  });

  it('both are staff only and need the XSRF token', async () => {
    for (const path of ['/backstage/albums', '/backstage/playlist']) {
      await ctx.listener.agent.get(path).expect(403);
      await request(ctx.app).get(`${path}/create`).expect(302);
      await api('post', path, ctx.listener.token).send({ name: 'x', artist: artistId }).expect(403);
      await ctx.admin.agent.post(path).set('Accept', 'application/json').send({ name: 'x', artist: artistId }).expect(419);
    }
  });
});
