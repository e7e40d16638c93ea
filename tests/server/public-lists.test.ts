import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

const PAGINATOR_KEYS = ['current_page', 'data', 'last_page', 'next_page_url', 'per_page', 'prev_page_url', 'total'];

describe('the paged lists: /just-added, /smart and the paginator every list shares', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  const newest = () => ctx.knex('songs').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).pluck('id');

  it('shows the newest songs first, 25 to a page, with a link to the next page', async () => {
    const res = await inertiaGet(ctx.app, '/just-added').expect(200);
    expect(res.body.component).toBe('songs/just-added');
    const { songs } = res.body.props;
    const ids = await newest();
    expect(keysOf(songs)).toEqual(PAGINATOR_KEYS);
    expect(songs).toMatchObject({ current_page: 1, per_page: 25, total: ids.length, last_page: Math.ceil(ids.length / 25) });
    expect(songs.next_page_url).toBe('/just-added?page=2');
    expect(songs.prev_page_url).toBeNull();
    expect(songs.data.map((s: { id: number }) => s.id)).toEqual(ids.slice(0, 25));
  });

  it('answers /api/just-added with the paginator as the body, so the apps read the songs at data.data', async () => {
    const res = await request(ctx.app).get('/api/just-added?page=2').expect(200);
    const ids = await newest();
    expect(keysOf(res.body)).toEqual(PAGINATOR_KEYS);
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual(ids.slice(25, 50));
    expect(res.body).toMatchObject({ current_page: 2, prev_page_url: '/api/just-added?page=1', next_page_url: '/api/just-added?page=3' });
    expect(keysOf(res.body.data[0])).toEqual(['artist', 'content_type', 'cover', 'formatted_duration', 'id', 'is_liked', 'name']);
  });

  it('answers the last page without a next link, and a page past it with no songs but the true last page', async () => {
    const total = (await newest()).length;
    const last = Math.ceil(total / 25);
    const lastPage = await request(ctx.app).get(`/api/just-added?page=${last}`).expect(200);
    expect(lastPage.body.data).toHaveLength(total - (last - 1) * 25);
    expect(lastPage.body.next_page_url).toBeNull();
    const beyond = await request(ctx.app).get('/api/just-added?page=10000').expect(200);
    expect(beyond.body).toEqual({
      data: [], current_page: 10000, last_page: last, per_page: 25, total, next_page_url: null, prev_page_url: `/api/just-added?page=${last}`,
    });
  });

  it('lists only smart songs on /smart, with Previous / Next links', async () => {
    const smart = await ctx.knex('songs').whereRaw("(meta->>'is_smart')::boolean").orderBy('id', 'desc').pluck('id');
    const res = await inertiaGet(ctx.app, '/smart').expect(200);
    expect(res.body.component).toBe('songs/smart');
    expect(res.body.props.songs).toMatchObject({ current_page: 1, per_page: 20, total: smart.length });
    expect(res.body.props.songs.data.map((s: { id: number }) => s.id)).toEqual(smart.slice(0, 20));
    const api = await request(ctx.app).get('/api/smart').expect(200);
    expect(api.body).toEqual(res.body.props.songs);
  });

  it('keeps the other query parameters in the page links', async () => {
    const res = await request(ctx.app).get('/api/just-added?page=2&utm=x').expect(200);
    expect(res.body.next_page_url).toBe('/api/just-added?page=3&utm=x');
  });

  const PAGED_APIS = ['/api/just-added', '/api/smart', '/api/events', '/api/artists', '/api/playlists', '/api/podcasts', '/api/stories', '/api/genre/1'];
  const BAD_PAGES = ['0', '-1', 'abc', '1.5', '10001', '99999999999999999999', '', '1e3'];

  it.each(PAGED_APIS)('refuses a page that is not a whole number from 1 to 10000 on %s with 422 JSON', async (path) => {
    for (const page of BAD_PAGES) {
      const res = await request(ctx.app).get(`${path}?page=${page}`);
      expect(res.status, `page=${page}`).toBe(422);
      expect(res.body).toEqual({
        message: 'The page must be a whole number from 1 to 10000.',
        errors: { page: ['The page must be a whole number from 1 to 10000.'] },
      });
    }
    await request(ctx.app).get(`${path}?page=1&page=2`).expect(422);
    await request(ctx.app).get(`${path}?page[x]=1`).expect(422);
  });

  it.each(['/just-added', '/smart', '/playlists', '/podcasts', '/stories', '/genre?id=1&'])('answers a bad page on %s with a 4xx error page, never a 500', async (path) => {
    const url = path.includes('?') ? `${path}page=0` : `${path}?page=0`;
    const res = await inertiaGet(ctx.app, url);
    expect(res.status).toBe(422);
    expect(res.body.component).toBe('error');
    // The error page speaks the page's language: Somali for a visitor who chose none.
    expect(res.body.props.description).toBe('Bogga waa inuu ahaadaa tiro dhan oo u dhaxaysa 1 iyo 10000.');
  });
});
