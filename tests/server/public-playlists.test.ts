import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('the playlists pages, /api/playlists and /api/playlist/{id}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  it('lists the playlists by name with their song counts, as one page of the paginator', async () => {
    const res = await inertiaGet(ctx.app, '/playlists').expect(200);
    expect(res.body.component).toBe('playlists/index');
    const { playlists } = res.body.props;
    const rows = await ctx.knex('playlists').orderBy(['name', 'id']).select('id', 'name');
    expect(playlists).toMatchObject({ current_page: 1, last_page: 1, per_page: 24, total: rows.length, next_page_url: null, prev_page_url: null });
    expect(playlists.data.map((p: { name: string }) => p.name)).toEqual(rows.map((r) => r.name));
    for (const playlist of playlists.data) {
      const count = await ctx.knex('playlist_song').where('playlist_id', playlist.id).count('* as n').first();
      expect(playlist.songs_count).toBe(Number(count!.n));
    }
    expect(keysOf(playlists.data[0])).toEqual(['cover', 'description', 'id', 'name', 'songs_count']);
  });

  it('shows a playlist with its songs in their curated order', async () => {
    const res = await inertiaGet(ctx.app, '/playlist/3').expect(200);
    expect(res.body.component).toBe('playlists/show');
    const { playlist, title } = res.body.props;
    const row = await ctx.knex('playlists').where('id', 3).first('name', 'description');
    const order = await ctx.knex('playlist_song').where('playlist_id', 3).orderBy('position').pluck('song_id');
    expect(title).toBe(row.name);
    expect(playlist).toMatchObject({ id: 3, name: row.name, description: row.description, songs_count: order.length });
    expect(playlist.songs.map((s: { id: number }) => s.id)).toEqual(order);
  });

  it('answers /api/playlists and /api/playlist/{id} with the same shapes as the pages', async () => {
    const list = await request(ctx.app).get('/api/playlists').expect(200);
    expect(list.body).toEqual((await inertiaGet(ctx.app, '/playlists')).body.props.playlists);
    const one = await request(ctx.app).get('/api/playlist/3').expect(200);
    expect(one.body).toEqual({ data: (await inertiaGet(ctx.app, '/playlist/3')).body.props.playlist });
    expect(keysOf(one.body.data)).toEqual(['cover', 'description', 'id', 'name', 'songs', 'songs_count']);
  });

  it('answers a page past the last with no playlists and the true last page', async () => {
    const res = await request(ctx.app).get('/api/playlists?page=5').expect(200);
    expect(res.body).toMatchObject({ data: [], current_page: 5, last_page: 1, next_page_url: null, prev_page_url: '/api/playlists?page=1' });
  });

  it.each(['/playlist/999999', '/playlist/nope'])('shows the 404 error page for %s', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
  });

  it('answers an unknown playlist on /api with 404 JSON', async () => {
    expect((await request(ctx.app).get('/api/playlist/999999').expect(404)).body).toEqual({ message: 'Playlist not found.' });
  });
});
