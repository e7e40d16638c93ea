import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { signInAs, type SignedIn } from '../helpers/sign-in';
import { pageOf } from '../helpers/http';
import { clientAssets } from '../helpers/inertia';
import { CACHE_HEADER } from '../../server/http/visitor-cache';

// Issue 35, "Follow artists": a listener follows artists (cookie + XSRF or a bearer token), the artist
// shows its followers, and home's "New from artists you follow" comes from a call of its own, so the
// visitor's home page stays one cached answer. The visitor cache is on here, as in production.

const WRITES_PER_MINUTE = 40;
let ctx: TestContext;
let listener: SignedIn;
let admin: SignedIn;
let artistIds: number[];
beforeAll(async () => {
  ctx = await createTestContext({
    demo: true,
    clientAssets,
    env: { VISITOR_CACHE_SECONDS: '30', PUBLIC_CONTENT_CHECK_MS: '100', RATE_LIMIT_WRITES: String(WRITES_PER_MINUTE) },
  });
  listener = await signInAs(ctx.app, 'listener');
  admin = await signInAs(ctx.app, 'admin');
  artistIds = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').limit(6).select('id')).map((row: { id: number }) => row.id);
});
afterAll(async () => ctx?.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const followsOf = async (userId: number) =>
  (await ctx.knex('artist_follows').where('user_id', userId).orderBy('artist_id').select('artist_id')).map((row: { artist_id: number }) => row.artist_id);
const followRows = async () => (await ctx.knex('artist_follows').count<{ n: string }[]>({ n: '*' }).first())!.n;

describe('following an artist through the API', () => {
  it('when a listener follows an artist, then PUT answers the state and count, and following again changes nothing', async () => {
    const artistId = artistIds[0]!;
    const res = await request(ctx.app).put(`/api/follow/artist/${artistId}`).set(bearer(listener.token)).expect(200);
    expect(res.body).toEqual({ data: { artist_id: artistId, following: true, followers_count: 1 } });
    const again = await request(ctx.app).put(`/api/follow/artist/${artistId}`).set(bearer(listener.token)).expect(200);
    expect(again.body.data).toEqual({ artist_id: artistId, following: true, followers_count: 1 });
    expect(await followsOf(listener.userId)).toEqual([artistId]);
  });

  it('counts every listener who follows: a second follower moves the count to 2', async () => {
    const artistId = artistIds[0]!;
    const res = await request(ctx.app).put(`/api/follow/artist/${artistId}`).set(bearer(admin.token)).expect(200);
    expect(res.body.data).toEqual({ artist_id: artistId, following: true, followers_count: 2 });
  });

  it('when a listener unfollows, then DELETE answers following false with the new count, and again is fine', async () => {
    const artistId = artistIds[0]!;
    const res = await request(ctx.app).delete(`/api/follow/artist/${artistId}`).set(bearer(admin.token)).expect(200);
    expect(res.body).toEqual({ data: { artist_id: artistId, following: false, followers_count: 1 } });
    await request(ctx.app).delete(`/api/follow/artist/${artistId}`).set(bearer(admin.token)).expect(200);
    expect(await followsOf(admin.userId)).toEqual([]);
    expect(await followsOf(listener.userId)).toEqual([artistId]);
  });

  it('answers the caller’s own state on GET /api/follow/artist/{id}', async () => {
    const artistId = artistIds[0]!;
    const mine = await request(ctx.app).get(`/api/follow/artist/${artistId}`).set(bearer(listener.token)).expect(200);
    expect(mine.body.data).toEqual({ artist_id: artistId, following: true, followers_count: 1 });
    const theirs = await request(ctx.app).get(`/api/follow/artist/${artistId}`).set(bearer(admin.token)).expect(200);
    expect(theirs.body.data).toEqual({ artist_id: artistId, following: false, followers_count: 1 });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers several artists’ states at once, in the order asked, leaving out unknown and trashed ones', async () => {
    const [followed, other] = [artistIds[0]!, artistIds[5]!];
    const trashed = await ctx.knex('artists').whereNotNull('deleted_at').first('id');
    const asked = [other, 999_999, followed, ...(trashed ? [trashed.id as number] : []), other];
    const res = await request(ctx.app).get(`/api/follow/artists?ids=${asked.join(',')}`).set(bearer(listener.token)).expect(200);
    expect(res.body.data).toEqual([
      { artist_id: other, following: false, followers_count: 0 },
      { artist_id: followed, following: true, followers_count: 1 },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const theirs = await request(ctx.app).get(`/api/follow/artists?ids=${followed}`).set(bearer(admin.token)).expect(200);
    expect(theirs.body.data).toEqual([{ artist_id: followed, following: false, followers_count: 1 }]);
  });

  it('when the ids are missing, not ids, or too many, then 422 naming `ids`; a visitor gets 401', async () => {
    for (const query of ['', '?ids=', '?ids=1,,2', '?ids=0', '?ids=a', '?ids=1;2', '?ids=99999999999', `?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, '?ids[]=1']) {
      const res = await request(ctx.app).get(`/api/follow/artists${query}`).set(bearer(listener.token)).expect(422);
      expect(Object.keys(res.body.errors), query).toEqual(['ids']);
    }
    await request(ctx.app).get(`/api/follow/artists?ids=${artistIds[0]}`).expect(401);
  });

  it('lists the followed artists, latest follow first, in the site’s paginator shape', async () => {
    for (const artistId of artistIds.slice(1, 4)) await request(ctx.app).put(`/api/follow/artist/${artistId}`).set(bearer(listener.token)).expect(200);
    const res = await request(ctx.app).get('/api/following').set(bearer(listener.token)).expect(200);
    expect(res.body).toMatchObject({ current_page: 1, last_page: 1, per_page: 30, total: 4, prev_page_url: null, next_page_url: null });
    expect(res.body.data.map((artist: { id: number }) => artist.id)).toEqual([artistIds[3], artistIds[2], artistIds[1], artistIds[0]]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['content_type', 'following', 'id', 'image', 'name', 'songs_count']);
    expect(res.body.data.every((artist: { following: boolean }) => artist.following)).toBe(true);
    const beyond = await request(ctx.app).get('/api/following?page=3').set(bearer(listener.token)).expect(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('leaves a trashed artist out of the list, and 404s a follow of it', async () => {
    const trashed = artistIds[3]!;
    await ctx.knex('artists').where('id', trashed).update({ deleted_at: ctx.knex.fn.now() });
    try {
      const list = await request(ctx.app).get('/api/following').set(bearer(listener.token)).expect(200);
      expect(list.body.data.map((artist: { id: number }) => artist.id)).not.toContain(trashed);
      const res = await request(ctx.app).put(`/api/follow/artist/${trashed}`).set(bearer(admin.token)).expect(404);
      expect(res.body).toEqual({ message: 'Artist not found.' });
      expect(await followsOf(admin.userId)).toEqual([]);
    } finally {
      await ctx.knex('artists').where('id', trashed).update({ deleted_at: null });
    }
  });

  it('when the artist does not exist or the id is not one, then 404 JSON and no row', async () => {
    const before = await followRows();
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999', '2147483648']) {
      const res = await request(ctx.app).put(`/api/follow/artist/${id}`).set(bearer(admin.token)).expect(404);
      expect(res.body).toEqual({ message: 'Artist not found.' });
      await request(ctx.app).delete(`/api/follow/artist/${id}`).set(bearer(admin.token)).expect(404);
    }
    expect(await followRows()).toBe(before);
  });

  it('when the page is not a whole number, then 422 with the field error', async () => {
    const res = await request(ctx.app).get('/api/following?page=two').set(bearer(listener.token)).expect(422);
    expect(res.body.errors.page).toBeDefined();
    await request(ctx.app).get('/api/following?page=0').set(bearer(listener.token)).expect(422);
    await request(ctx.app).get('/api/following?page=1&page=2').set(bearer(listener.token)).expect(422);
  });

  it('when a visitor follows, unfollows or lists, then 401 JSON and nothing changes', async () => {
    const before = await followRows();
    await request(ctx.app).put(`/api/follow/artist/${artistIds[4]}`).expect(401, { message: 'Unauthenticated.' });
    await request(ctx.app).delete(`/api/follow/artist/${artistIds[0]}`).expect(401);
    await request(ctx.app).get(`/api/follow/artist/${artistIds[0]}`).expect(401);
    await request(ctx.app).get('/api/following').expect(401);
    await request(ctx.app).get('/api/following/new').expect(401);
    expect(await followRows()).toBe(before);
  });
});

describe('CSRF on follows', () => {
  it('when a cookie-authenticated follow comes without the XSRF token, then 419 and nothing is followed', async () => {
    const artistId = artistIds[4]!;
    await admin.agent.put(`/api/follow/artist/${artistId}`).expect(419);
    await admin.agent.put(`/api/follow/artist/${artistId}`).set('X-XSRF-TOKEN', 'forged.value').expect(419);
    expect(await followsOf(admin.userId)).not.toContain(artistId);
  });

  it('when the cookie-authenticated follow carries the XSRF token, then it is saved, and so is the unfollow', async () => {
    const artistId = artistIds[4]!;
    await admin.agent.put(`/api/follow/artist/${artistId}`).set('X-XSRF-TOKEN', admin.xsrf).expect(200);
    expect(await followsOf(admin.userId)).toContain(artistId);
    await admin.agent.delete(`/api/follow/artist/${artistId}`).expect(419);
    expect(await followsOf(admin.userId)).toContain(artistId);
    await admin.agent.delete(`/api/follow/artist/${artistId}`).set('X-XSRF-TOKEN', admin.xsrf).expect(200);
    expect(await followsOf(admin.userId)).not.toContain(artistId);
  });
});

describe('the artist’s followers', () => {
  it('carries followers_count in /api/artist/{id}, and following for a signed-in caller only', async () => {
    const artistId = artistIds[0]!;
    const mine = await request(ctx.app).get(`/api/artist/${artistId}`).set(bearer(listener.token)).expect(200);
    expect(mine.body.data).toMatchObject({ id: artistId, followers_count: 1, following: true });
    const theirs = await request(ctx.app).get(`/api/artist/${artistId}`).set(bearer(admin.token)).expect(200);
    expect(theirs.body.data).toMatchObject({ followers_count: 1, following: false });
    // The visitor's answer is the same for every visitor (kept by the visitor cache): no one's state in it.
    const visitor = await request(ctx.app).get(`/api/artist/${artistId}`).expect(200);
    expect(visitor.body.data).toMatchObject({ followers_count: 1, following: false });
  });

  it('carries the count and the listener’s state in the artist page’s props', async () => {
    const artistId = artistIds[1]!;
    const page = pageOf(await listener.agent.get(`/artist/${artistId}`).expect(200));
    expect(page.props.artist).toMatchObject({ id: artistId, followers_count: 1, following: true });
    const other = pageOf(await admin.agent.get(`/artist/${artistId}`).expect(200));
    expect(other.props.artist).toMatchObject({ followers_count: 1, following: false });
  });

  it('shows the followers in backstage’s artist list and edit screen, and sorts by them', async () => {
    const list = pageOf(await admin.agent.get('/backstage/artists?sort=-followers_count').expect(200));
    const rows = (list.props.artists as { data: { id: number; followers_count: number }[] }).data;
    const counts = rows.map((row) => row.followers_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rows.find((row) => row.id === artistIds[0])?.followers_count).toBe(1);
    const edit = pageOf(await admin.agent.get(`/backstage/artists/${artistIds[0]}/edit`).expect(200));
    expect(edit.props.artist).toMatchObject({ followers_count: 1 });
  });

  it('removes the follows with their user or artist (foreign keys cascade)', async () => {
    const [artist] = await ctx.knex('artists').insert({ name: 'Gone Soon', slug: 'gone-soon', content_type: 'HSA' }).returning('id');
    await request(ctx.app).put(`/api/follow/artist/${artist.id}`).set(bearer(listener.token)).expect(200);
    expect(await followsOf(listener.userId)).toContain(artist.id);
    await ctx.knex('artists').where('id', artist.id).delete();
    expect(await followsOf(listener.userId)).not.toContain(artist.id);
  });
});

describe('new from artists you follow', () => {
  let followed: number;
  let notFollowed: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    followed = artistIds[1]!;
    notFollowed = artistIds[5]!;
    const old = ctx.knex.raw(`now() - interval '40 days'`);
    const songs = await ctx
      .knex('songs')
      .insert([
        { name: 'Fresh from followed', slug: 'fresh-followed', artist_id: followed },
        { name: 'Old from followed', slug: 'old-followed', artist_id: followed, created_at: old },
        { name: 'Trashed from followed', slug: 'trashed-followed', artist_id: followed, deleted_at: ctx.knex.fn.now() },
        { name: 'Fresh from another', slug: 'fresh-another', artist_id: notFollowed },
      ])
      .returning('id');
    [ids.fresh, ids.old, ids.trashed, ids.other] = songs.map((row: { id: number }) => row.id) as [number, number, number, number];
    const [album] = await ctx.knex('albums').insert({ name: 'New album', slug: 'new-album-followed', artist_id: followed }).returning('id');
    ids.album = album.id;
    const [event] = await ctx
      .knex('events')
      .insert({ name: 'Coming show', slug: 'coming-show-followed', date_at: ctx.knex.raw(`now() + interval '20 days'`), published_at: ctx.knex.raw(`now() - interval '1 day'`) })
      .returning('id');
    ids.event = event.id;
    await ctx.knex('event_artist').insert({ event_id: event.id, artist_id: followed, position: 1 });
  });

  it('answers songs, albums and events of followed artists added in the last 30 days, and no one else’s', async () => {
    const res = await request(ctx.app).get('/api/following/new').set(bearer(listener.token)).expect(200);
    const songIds = res.body.data.songs.map((song: { id: number }) => song.id);
    expect(songIds[0]).toBe(ids.fresh);
    expect(songIds).not.toContain(ids.old);
    expect(songIds).not.toContain(ids.trashed);
    expect(songIds).not.toContain(ids.other);
    expect(res.body.data.songs[0]).toMatchObject({ id: ids.fresh, name: 'Fresh from followed', is_liked: false, artist: { id: followed } });
    expect(res.body.data.albums.map((album: { id: number }) => album.id)).toContain(ids.album);
    expect(res.body.data.events.map((event: { id: number }) => event.id)).toContain(ids.event);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('marks the songs the listener likes', async () => {
    await request(ctx.app).put(`/api/favorite/${ids.fresh}`).set(bearer(listener.token)).expect(200);
    const res = await request(ctx.app).get('/api/following/new').set(bearer(listener.token)).expect(200);
    expect(res.body.data.songs[0]).toMatchObject({ id: ids.fresh, is_liked: true });
  });

  it('answers nothing new to someone who follows no one', async () => {
    const res = await request(ctx.app).get('/api/following/new').set(bearer(admin.token)).expect(200);
    expect(res.body.data).toEqual({ songs: [], albums: [], events: [] });
  });
});

describe('the visitor’s home page', () => {
  it('is the same bytes and ETag before and after a follow, and stays in the visitor cache', async () => {
    const first = await request(ctx.app).get('/').expect(200);
    const before = await request(ctx.app).get('/').expect(200);
    expect(before.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    await request(ctx.app).put(`/api/follow/artist/${artistIds[2]}`).set(bearer(admin.token)).expect(200);
    await request(ctx.app).delete(`/api/follow/artist/${artistIds[1]}`).set(bearer(listener.token)).expect(200);
    await request(ctx.app).put(`/api/follow/artist/${artistIds[1]}`).set(bearer(listener.token)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 250)); // past PUBLIC_CONTENT_CHECK_MS: a public change would show by now
    const after = await request(ctx.app).get('/').expect(200);
    expect(after.headers[CACHE_HEADER.toLowerCase()]).toBe('hit');
    expect(after.text).toBe(first.text);
    expect(after.headers.etag).toBe(first.headers.etag);
    // Nothing of anyone's follows is in it: the personal part is a call of its own.
    const props = pageOf(after).props;
    expect(Object.keys(props)).not.toContain('newFromFollowed');
  });

  it('carries no news for a signed-in listener either: they come from /api/following/new', async () => {
    const listenerHome = pageOf(await listener.agent.get('/').expect(200));
    expect(Object.keys(listenerHome.props)).not.toContain('newFromFollowed');
  });
});

describe('rate limits', () => {
  it('counts follows as writes: past the limit, 429 and no row', async () => {
    await ctx.knex('rate_limits').delete();
    const artistId = artistIds[5]!;
    let status = 200;
    let sent = 0;
    while (status === 200 && sent <= WRITES_PER_MINUTE + 1) {
      status = (await request(ctx.app).put(`/api/follow/artist/${artistId}`).set(bearer(admin.token))).status;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(WRITES_PER_MINUTE + 1);
    await request(ctx.app).delete(`/api/follow/artist/${artistId}`).set(bearer(admin.token)).expect(429);
    expect(await followsOf(admin.userId)).toContain(artistId);
    await ctx.knex('rate_limits').delete();
  });
});
