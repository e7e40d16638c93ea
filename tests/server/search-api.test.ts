import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';

const HOSTILE = [
  "'",
  '"',
  '%',
  '_',
  '\\',
  '%_%',
  "' or 1=1 --",
  "\\'; drop table songs; --",
  'a:* & !b | (c <-> d)',
  '((((',
  '\u202e\u0645\u062d\u0645\u062f',
  '🎵🎶',
  '    \t\n  ',
  'x'.repeat(200),
];

describe('search endpoints', () => {
  let ctx: BackstageContext;
  /** Bearer headers of the demo admin and the demo listener. */
  let admin: Record<string, string>;
  let listener: Record<string, string>;
  beforeAll(async () => {
    ctx = await backstageContext({ clientAssets: () => ({ version: 'v1', tags: '' }) });
    admin = { Authorization: `Bearer ${ctx.admin.token}` };
    listener = { Authorization: `Bearer ${ctx.listener.token}` };
  });
  afterAll(async () => ctx?.close());

  const searchy = (query: Record<string, unknown>) => request(ctx.app).get('/api/searchy').query(query);

  describe('GET /api/searchy', () => {
    it('answers the four groups of the spec and the lectures, with pagination, in the shapes of the spec', async () => {
      const res = await searchy({ query: 'Maxamed' }).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['albums', 'artists', 'pagination', 'podcasts', 'resources', 'scholars', 'songs', 'topics']);
      expect(res.body.pagination).toEqual({ current_page: 1, last_page: expect.any(Number) });
      expect(res.body.songs[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        cover: expect.toBeOneOf([null, expect.stringMatching(/^\/media\//)]),
        content_type: expect.any(String),
        formatted_duration: expect.toBeOneOf([null, expect.stringMatching(/^\d+:\d\d$/)]),
        artist: { id: expect.any(Number), name: expect.any(String) },
        is_liked: false,
      });
      expect(res.body.artists[0]).toEqual({
        id: 1,
        name: 'Maxamed Cawaale Dheere',
        image: expect.stringMatching(/^\/media\/demo\//),
        content_type: 'HSA',
      });
      expect(res.body.podcasts[0]).toEqual({
        id: expect.any(Number),
        title: 'Codka Qurbaha',
        host: 'Ladan Maxamed Ciise',
        image: expect.any(String),
        episodes_count: 10,
      });
    });

    it('finds Mohamed for maxamed, and every song of an artist by the artist name', async () => {
      const res = await searchy({ query: 'maxamed' }).expect(200);
      expect(res.body.artists.map((a: { name: string }) => a.name)).toContain('Mohamed Yaasiin Warsame');
      const songs = await searchy({ query: 'Mohamed Yaasiin Warsame' }).expect(200);
      const own = await ctx.knex('songs').where('artist_id', 2).pluck('id');
      expect(songs.body.songs.slice(0, own.length).map((s: { id: number }) => s.id).sort()).toEqual([...own].sort());
    });

    it('albums carry their artist and release date', async () => {
      const res = await searchy({ query: 'Laxanka Xorriyadda' }).expect(200);
      expect(res.body.albums[0]).toEqual({
        id: expect.any(Number),
        name: 'Laxanka Xorriyadda',
        cover: expect.any(String),
        content_type: 'HSA',
        released_at: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        artist: { id: 10, name: 'Ayaan Warsame Nuur' },
      });
    });

    it('pages through the results, the most played first', async () => {
      const first = await searchy({ query: 'hooyo' }).expect(200);
      expect(first.body.songs).toHaveLength(20);
      expect(first.body.pagination.last_page).toBeGreaterThan(1);
      const second = await searchy({ query: 'hooyo', page: '2' }).expect(200);
      expect(second.body.pagination).toEqual({ current_page: 2, last_page: first.body.pagination.last_page });
      const ids = [...first.body.songs, ...second.body.songs].map((s: { id: number }) => s.id);
      expect(new Set(ids).size).toBe(ids.length);

      const last = first.body.pagination.last_page;
      const beyond = await searchy({ query: 'hooyo', page: String(last + 1) }).expect(200);
      expect(beyond.body).toMatchObject({ pagination: { current_page: last + 1, last_page: last }, songs: [], artists: [] });
      expect(beyond.body.message).toBeUndefined();
    });

    it('says so when nothing matched', async () => {
      const res = await searchy({ query: 'Zqxwv' }).expect(200);
      expect(res.body).toEqual({
        pagination: { current_page: 1, last_page: 1 },
        albums: [],
        songs: [],
        artists: [],
        podcasts: [],
        scholars: [],
        topics: [],
        resources: [],
        message: 'No results for "Zqxwv".',
      });
    });

    it('answers an empty or blank query with empty groups, not an error', async () => {
      for (const query of [{}, { query: '' }, { query: '   ' }]) {
        const res = await searchy(query).expect(200);
        expect(res.body).toEqual({ pagination: { current_page: 1, last_page: 1 }, albums: [], songs: [], artists: [], podcasts: [], scholars: [], topics: [], resources: [] });
      }
    });

    it('answers hostile queries normally, never with a server error', async () => {
      for (const query of HOSTILE) {
        const res = await searchy({ query });
        expect(res.status, JSON.stringify(query)).toBe(200);
        expect(Array.isArray(res.body.songs)).toBe(true);
      }
      expect(await ctx.knex('songs').count('* as n').first()).toEqual({ n: expect.any(Number) });
    });

    it('refuses a NUL, which no search box can type, with 400 at the input boundary', async () => {
      const res = await searchy({ query: 'maxa\u0000med' }).expect(400);
      expect(res.body.message).toMatch(/cannot be read/);
      await request(ctx.app).get('/api/search').query({ q: '\u0000' }).expect(400);
    });

    it('refuses a query longer than a search box holds, and malformed parameters, with 422', async () => {
      const long = await searchy({ query: 'x'.repeat(10 * 1024) }).expect(422);
      expect(long.body.errors.query).toEqual(['The query may not be greater than 200 characters.']);
      await searchy({ query: 'x'.repeat(201) }).expect(422);
      const arrays = await request(ctx.app).get('/api/searchy?query[]=a&query[]=b').expect(422);
      expect(arrays.body.errors.query).toBeDefined();
      await request(ctx.app).get('/api/searchy?query[a]=b').expect(422);
      for (const page of ['0', '-1', 'abc', '1.5', '9999999', '']) {
        const res = await searchy({ query: 'hooyo', page }).expect(422);
        expect(res.body.errors.page).toBeDefined();
      }
    });

    it('answers a repeated search from the cache, spelling variants included', async () => {
      const first = await searchy({ query: 'Cabdi Fiidow' }).expect(200);
      expect(first.headers['x-search-cache']).toBe('miss');
      const again = await searchy({ query: 'abdi fiidoow' }).expect(200);
      expect(again.headers['x-search-cache']).toBe('hit');
      expect(again.body.artists).toEqual(first.body.artists);
    });
  });

  describe('GET /api/search (the backstage selector)', () => {
    it('answers songs, artists, playlists, scholars and topics as {id, name}', async () => {
      const res = await request(ctx.app).get('/api/search').query({ q: 'jacayl' }).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['artists', 'playlists', 'scholars', 'songs', 'topics']);
      for (const items of Object.values(res.body) as { id: number; name: string }[][]) {
        for (const item of items) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
      }
      expect(res.body.playlists[0]).toEqual({ id: expect.any(Number), name: 'Jacayl iyo Xiise' });
      expect(res.body.songs.length).toBeGreaterThan(0);
    });

    it('finds scholars and topics in Arabic', async () => {
      const res = await request(ctx.app).get('/api/search').query({ q: 'الشيخ محمد' }).expect(200);
      expect(res.body.scholars[0].name).toBe('Sheekh Maxamed Cali Faarax');
      const topics = await request(ctx.app).get('/api/search').query({ q: 'القرآن' }).expect(200);
      expect(topics.body.topics.map((t: { name: string }) => t.name).sort()).toEqual(['Akhriska Quraanka', 'Tafsiirka Quraanka']);
    });

    it('answers blank and hostile queries with groups, too long ones with 422', async () => {
      const blank = await request(ctx.app).get('/api/search').query({ q: ' ' }).expect(200);
      expect(blank.body).toEqual({ songs: [], artists: [], playlists: [], scholars: [], topics: [] });
      for (const q of HOSTILE) expect((await request(ctx.app).get('/api/search').query({ q })).status).toBe(200);
      await request(ctx.app).get('/api/search').query({ q: 'x'.repeat(10 * 1024) }).expect(422);
    });
  });

  describe('the backstage searches', () => {
    const paths = ['/api/backstage/admin-search?q=maxamed', '/api/backstage/playlist-search?q=jacayl'];

    it('turn a visitor away with 401, as JSON', async () => {
      for (const path of paths) {
        const res = await request(ctx.app).get(path).expect(401);
        expect(res.body).toEqual({ message: 'Unauthenticated.' });
      }
    });

    it('turn a signed-in listener away with 403', async () => {
      for (const path of paths) await request(ctx.app).get(path).set(listener).expect(403);
    });

    it('admin-search answers songs with their artist, and artists', async () => {
      const res = await request(ctx.app).get('/api/backstage/admin-search').set(admin).query({ q: 'Hassan Nuur' }).expect(200);
      expect(res.body.artists[0]).toEqual({ id: 5, name: 'Hassan Nuur Guuleed' });
      expect(res.body.songs[0]).toEqual({ id: expect.any(Number), name: expect.any(String), artist: { id: 5, name: 'Hassan Nuur Guuleed' } });
      const blank = await request(ctx.app).get('/api/backstage/admin-search').set(admin).query({ q: '' }).expect(200);
      expect(blank.body).toEqual({ songs: [], artists: [] });
    });

    it('playlist-search answers a list of playlists with their song counts', async () => {
      const res = await request(ctx.app).get('/api/backstage/playlist-search').set(admin).query({ q: 'Kaftan' }).expect(200);
      const songs = await ctx.knex('playlist_song').join('playlists', 'playlists.id', 'playlist_id').where('name', 'Kaftan iyo Qosol').count('* as n').first();
      expect(res.body).toEqual([{ id: expect.any(Number), name: 'Kaftan iyo Qosol', songs_count: Number(songs!.n) }]);
      await request(ctx.app).get('/api/backstage/playlist-search').set(admin).query({ q: 'x'.repeat(10 * 1024) }).expect(422);
    });
  });

  describe('GET /search', () => {
    const inertia = (url: string) => request(ctx.app).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');

    it('renders the search page with the results of the query in the URL', async () => {
      const res = await inertia('/search?query=maxamed').expect(200);
      expect(res.body.component).toBe('search');
      expect(res.body.url).toBe('/search?query=maxamed');
      expect(res.body.props).toMatchObject({ title: 'Raadi', description: expect.stringMatching(/^Ka raadi Hees heesaha Soomaaliga/), query: 'maxamed' });
      const api = await searchy({ query: 'maxamed' }).expect(200);
      expect(res.body.props.results).toEqual(api.body);
    });

    it('renders page 2 of a search, and no results without a query', async () => {
      const paged = await inertia('/search?query=hooyo&page=2').expect(200);
      expect(paged.body.props.results.pagination.current_page).toBe(2);
      const empty = await inertia('/search').expect(200);
      expect(empty.body.props).toMatchObject({ query: '', results: null });
    });

    it('sends `?q=` on to `?query=`, with its page, so one search has one address', async () => {
      const res = await request(ctx.app).get('/search?q=hooyo%20macaan&page=2').expect(301);
      expect(res.headers.location).toBe('/search?query=hooyo+macaan&page=2');
      const shown = await inertia('/search?query=hooyo+macaan&page=2').expect(200);
      expect(shown.body.props.query).toBe('hooyo macaan');
      // The page's own address, as its canonical link and JSON-LD give it, is the one that searches.
      const html = await request(ctx.app).get('/search?query=hooyo').expect(200);
      expect(html.text).toContain('<link rel="canonical" href="http://localhost:3000/search?query=hooyo"');
    });

    it('serves the page shell to a first visit', async () => {
      const res = await request(ctx.app).get('/search?query=hooyo').expect(200);
      expect(res.headers['content-type']).toMatch(/html/);
      expect(res.text).toContain('"component":"search"');
    });

    it('answers a query longer than a search box holds with the error page', async () => {
      const res = await inertia(`/search?query=${'x'.repeat(10 * 1024)}`).expect(422);
      expect(res.body.component).toBe('error');
    });
  });
});
