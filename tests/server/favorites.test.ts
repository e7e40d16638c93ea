import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs, type SignedIn } from '../helpers/sign-in';
import { pageOf } from '../helpers/http';
import { likedSongIds } from '../../server/features/favorites/favorites.queries';

let ctx: TestContext;
let admin: SignedIn;
let songIds: number[];
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  admin = await signInAs(ctx.app, 'admin');
  songIds = (await ctx.knex('songs').orderBy('id').limit(25).select('id')).map((row: { id: number }) => row.id);
});
afterAll(async () => ctx?.close());

const likesOf = async (userId: number) =>
  (await ctx.knex('favorites').where('user_id', userId).orderBy('song_id').select('song_id')).map((row: { song_id: number }) => row.song_id);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('likes API', () => {
  it('when a user likes a song, then PUT answers the song with is_liked and liking it again changes nothing', async () => {
    const songId = songIds[0]!;
    const res = await request(ctx.app).put(`/api/favorite/${songId}`).set(bearer(admin.token)).expect(200);
    expect(res.body.data).toMatchObject({ id: songId, name: expect.any(String), artist: { name: expect.any(String) }, is_liked: true });
    await request(ctx.app).put(`/api/favorite/${songId}`).set(bearer(admin.token)).expect(200);
    expect(await likesOf(admin.userId)).toEqual([songId]);
  });

  it('when a user unlikes a song, then DELETE removes it, and removing it again is fine', async () => {
    const songId = songIds[0]!;
    const res = await request(ctx.app).delete(`/api/favorite/${songId}`).set(bearer(admin.token)).expect(200);
    expect(res.body.data).toMatchObject({ id: songId, is_liked: false });
    await request(ctx.app).delete(`/api/favorite/${songId}`).set(bearer(admin.token)).expect(200);
    expect(await likesOf(admin.userId)).toEqual([]);
  });

  it('lists the likes latest first, 20 to a page, each with is_liked, in the site\'s paginator shape', async () => {
    for (const songId of songIds.slice(0, 22)) {
      await request(ctx.app).put(`/api/favorite/${songId}`).set(bearer(admin.token)).expect(200);
    }
    const first = await request(ctx.app).get('/api/favorite').set(bearer(admin.token)).expect(200);
    expect(first.body).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 22, prev_page_url: null, next_page_url: '/api/favorite?page=2' });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({ id: songIds[21], is_liked: true });
    expect(first.body.data.every((song: { is_liked: boolean }) => song.is_liked)).toBe(true);
    expect(Object.keys(first.body.data[0]).sort()).toEqual(['artist', 'content_type', 'cover', 'formatted_duration', 'id', 'is_liked', 'name']);
    const second = await request(ctx.app).get('/api/favorite?page=2').set(bearer(admin.token)).expect(200);
    expect(second.body.data.map((song: { id: number }) => song.id)).toEqual([songIds[1], songIds[0]]);
    const beyond = await request(ctx.app).get('/api/favorite?page=9').set(bearer(admin.token)).expect(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('keeps one user\'s likes from another\'s', async () => {
    const listener = await signInAs(ctx.app, 'listener');
    const before = await likesOf(listener.userId);
    const res = await request(ctx.app).get('/api/favorite').set(bearer(listener.token)).expect(200);
    expect(res.body.total).toBe(before.length);
    expect(await likedSongIds(ctx.knex, listener.userId, songIds.slice(0, 22))).toEqual(new Set(before.filter((id) => songIds.slice(0, 22).includes(id))));
  });

  it('when a visitor likes, lists or unlikes, then the API answers 401 JSON and nothing changes', async () => {
    const count = await ctx.knex('favorites').count<{ n: number }[]>({ n: '*' }).first();
    await request(ctx.app).put(`/api/favorite/${songIds[5]}`).expect(401, { message: 'Unauthenticated.' });
    await request(ctx.app).delete(`/api/favorite/${songIds[5]}`).expect(401);
    await request(ctx.app).get('/api/favorite').expect(401);
    expect(await ctx.knex('favorites').count<{ n: number }[]>({ n: '*' }).first()).toEqual(count);
  });

  it('when the song does not exist or the id is not one, then 404 JSON', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999', '2147483648']) {
      const res = await request(ctx.app).put(`/api/favorite/${id}`).set(bearer(admin.token)).expect(404);
      expect(res.body).toEqual({ message: 'Song not found.' });
    }
  });

  it('when the page is not a whole number, then 422 with the field error', async () => {
    const res = await request(ctx.app).get('/api/favorite?page=two').set(bearer(admin.token)).expect(422);
    expect(res.body.errors.page).toBeDefined();
    await request(ctx.app).get('/api/favorite?page=0').set(bearer(admin.token)).expect(422);
    await request(ctx.app).get('/api/favorite?page=1&page=2').set(bearer(admin.token)).expect(422);
  });
});

describe('CSRF on likes', () => {
  it('when a cookie-authenticated like comes without the XSRF token, then 419 and nothing is liked', async () => {
    const songId = songIds[23]!;
    await admin.agent.put(`/api/favorite/${songId}`).expect(419);
    await admin.agent.put(`/api/favorite/${songId}`).set('X-XSRF-TOKEN', 'forged.value').expect(419);
    expect(await likesOf(admin.userId)).not.toContain(songId);
  });

  it('when the cookie-authenticated like carries the XSRF token, then it is saved', async () => {
    const songId = songIds[23]!;
    await admin.agent.put(`/api/favorite/${songId}`).set('X-XSRF-TOKEN', admin.xsrf).expect(200);
    expect(await likesOf(admin.userId)).toContain(songId);
  });

  it('when the like comes with a bearer token alone (the apps), then no XSRF token is needed', async () => {
    const songId = songIds[24]!;
    await request(ctx.app).put(`/api/favorite/${songId}`).set(bearer(admin.token)).expect(200);
    expect(await likesOf(admin.userId)).toContain(songId);
  });
});

describe('is_liked on pages', () => {
  it('marks the songs of the home page for a signed-in user, and none for a visitor', async () => {
    const home = pageOf(await admin.agent.get('/').expect(200));
    const cards = ['featured', 'trending', 'topSongs'].flatMap((key) => home.props[key] as { id: number; is_liked: boolean }[]);
    expect(cards.length).toBeGreaterThan(0);
    const liked = new Set(await likesOf(admin.userId));
    for (const card of cards) expect(card.is_liked).toBe(liked.has(card.id));

    const visitor = pageOf(await request(ctx.app).get('/').expect(200));
    const visitorCards = ['featured', 'trending', 'topSongs'].flatMap((key) => visitor.props[key] as { is_liked: boolean }[]);
    expect(visitorCards.every((card) => card.is_liked === false)).toBe(true);
  });

  it('marks the song page, its similar songs and the song API', async () => {
    const liked = new Set(await likesOf(admin.userId));
    const songId = [...liked][0]!;
    const page = pageOf(await admin.agent.get(`/song/${songId}`).expect(200));
    const song = page.props.song as { is_liked: boolean; similarSongs: { id: number; is_liked: boolean }[] };
    expect(song.is_liked).toBe(true);
    for (const similar of song.similarSongs) expect(similar.is_liked).toBe(liked.has(similar.id));
    const api = await request(ctx.app).get(`/api/song/${songId}`).set(bearer(admin.token)).expect(200);
    expect(api.body.data.is_liked).toBe(true);
    const visitor = await request(ctx.app).get(`/api/song/${songId}`).expect(200);
    expect(visitor.body.data.is_liked).toBe(false);
  });

  it('marks the songs of artist pages, deferred album songs and paged lists', async () => {
    const liked = new Set(await likesOf(admin.userId));
    const songId = [...liked][0]!;
    const row = await ctx.knex('songs').where('id', songId).first();
    const artist = pageOf(await admin.agent.get(`/artist/${row.artist_id}`).expect(200)).props.artist as { songs: { id: number; is_liked: boolean }[] };
    expect(artist.songs.find((song) => song.id === songId)?.is_liked).toBe(true);
    for (const song of artist.songs) expect(song.is_liked).toBe(liked.has(song.id));

    const justAdded = await request(ctx.app).get('/api/just-added').set(bearer(admin.token)).expect(200);
    for (const song of justAdded.body.data as { id: number; is_liked: boolean }[]) expect(song.is_liked).toBe(liked.has(song.id));

    const album = await ctx.knex('songs').whereNotNull('album_id').first();
    await request(ctx.app).put(`/api/favorite/${album.id}`).set(bearer(admin.token)).expect(200);
    const deferred = await admin.agent
      .get(`/album/${album.album_id}`)
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', pageOf(await admin.agent.get('/favorites')).version)
      .set('X-Inertia-Partial-Component', 'albums/show')
      .set('X-Inertia-Partial-Data', 'songs')
      .expect(200);
    const songs = deferred.body.props.songs as { id: number; is_liked: boolean }[];
    expect(songs.find((song) => song.id === album.id)?.is_liked).toBe(true);
  });

  it('marks search results for each viewer, without leaking one viewer\'s likes through the search cache', async () => {
    const listener = await signInAs(ctx.app, 'listener');
    const song = await ctx.knex('songs').where('id', songIds[3]).first();
    await request(ctx.app).put(`/api/favorite/${song.id}`).set(bearer(listener.token)).expect(200);
    await request(ctx.app).delete(`/api/favorite/${song.id}`).set(bearer(admin.token)).expect(200);
    const search = (auth: Record<string, string>) =>
      request(ctx.app).get(`/api/searchy?query=${encodeURIComponent(song.name)}`).set(auth).expect(200);
    const found = (body: { songs: { id: number; is_liked: boolean }[] }) => body.songs.find((result) => result.id === song.id);

    expect(found((await search(bearer(listener.token))).body)?.is_liked).toBe(true);
    const again = await search({});
    expect(again.headers['x-search-cache']).toBe('hit');
    expect(found(again.body)?.is_liked).toBe(false);
    expect(found((await search(bearer(admin.token))).body)?.is_liked).toBe(false);
    const page = pageOf(await listener.agent.get(`/search?query=${encodeURIComponent(song.name)}`).expect(200));
    expect(found(page.props.results as { songs: { id: number; is_liked: boolean }[] })?.is_liked).toBe(true);
  });

  it('when a user opens /favorites, then the page lists their likes with pagination', async () => {
    const page = pageOf(await admin.agent.get('/favorites').expect(200));
    expect(page.component).toBe('favorites');
    expect(page.props.title).toBe('Heesaha aan jeclaaday');
    const favorites = page.props.favorites as { data: { is_liked: boolean }[]; total: number };
    expect(favorites.total).toBe((await likesOf(admin.userId)).length);
    expect(favorites.data.every((song) => song.is_liked)).toBe(true);
  });

  it('when a visitor opens /favorites, then the page asks them to sign in (no error)', async () => {
    const page = pageOf(await request(ctx.app).get('/favorites').expect(200));
    expect(page.component).toBe('favorites');
    expect(page.props.favorites).toBeNull();
  });
});
