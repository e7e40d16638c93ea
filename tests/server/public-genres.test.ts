import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('the genre page (/genre?id=) and /api/genre/{id}, /api/genres', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  /** The genre with the most songs, so its songs span more than one page. */
  const biggest = async () =>
    (await ctx.knex('song_genre').select('genre_id').count('* as n').groupBy('genre_id').orderBy('n', 'desc').first()) as { genre_id: number; n: string };
  /** The genre's public songs, most played first, then the first added. */
  const songIds = (genreId: number) =>
    ctx.knex('songs').join('song_genre', 'song_genre.song_id', 'songs.id').where('genre_id', genreId).whereNull('songs.deleted_at')
      .orderBy([{ column: 'songs.plays_count', order: 'desc' }, { column: 'songs.id', order: 'asc' }]).pluck('songs.id');

  it('/genres lists every genre with its song count, the same as /api/genres', async () => {
    const res = await inertiaGet(ctx.app, '/genres').expect(200);
    expect(res.body.component).toBe('genres/index');
    const api = await request(ctx.app).get('/api/genres').expect(200);
    expect(res.body.props.genres).toEqual(api.body.data);
    expect(res.body.props.genres.length).toBe(Number((await ctx.knex('genres').count('* as n'))[0]!.n));
  });

  it('shows the genre, its colour and the first page of its songs, most played first', async () => {
    const { genre_id: id, n } = await biggest();
    const res = await inertiaGet(ctx.app, `/genre?id=${id}`).expect(200);
    expect(res.body.component).toBe('genres/show');
    const { genre, songs } = res.body.props;
    const row = await ctx.knex('genres').where('id', id).first();
    expect(genre).toEqual({ id, name: row.name, description: row.description, color: row.color, songs_count: Number(n) });
    expect(songs).toMatchObject({ current_page: 1, per_page: 24, total: Number(n), last_page: Math.ceil(Number(n) / 24), prev_page_url: null });
    expect(songs.next_page_url).toBe(`/genre?id=${id}&page=2`);
    expect(songs.data.map((s: { id: number }) => s.id)).toEqual((await songIds(id)).slice(0, 24));
  });

  it('keeps the id in the page links, and pages through the songs', async () => {
    const { genre_id: id } = await biggest();
    const { songs } = (await inertiaGet(ctx.app, `/genre?id=${id}&page=2`).expect(200)).body.props;
    expect(songs.current_page).toBe(2);
    expect(songs.prev_page_url).toBe(`/genre?id=${id}&page=1`);
    expect(songs.data.map((s: { id: number }) => s.id)).toEqual((await songIds(id)).slice(24, 48));
  });

  it('counts only public songs: a song in the trash leaves the genre’s count, its total and its pages', async () => {
    const { genre_id: id, n } = await biggest();
    const [trashed] = await songIds(id);
    await ctx.knex('songs').where('id', trashed).update({ deleted_at: new Date() });
    try {
      const { genre, songs } = (await inertiaGet(ctx.app, `/genre?id=${id}`).expect(200)).body.props;
      expect(genre.songs_count).toBe(Number(n) - 1);
      expect(songs.total).toBe(Number(n) - 1);
      expect(songs.data.map((s: { id: number }) => s.id)).not.toContain(trashed);
      const listed = (await request(ctx.app).get('/api/genres').expect(200)).body.data.find((g: { id: number }) => g.id === id);
      expect(listed.songs_count).toBe(Number(n) - 1);
    } finally {
      await ctx.knex('songs').where('id', trashed).update({ deleted_at: null });
    }
  });

  it('never lets a stored colour that is not a hex colour reach a style attribute', async () => {
    await ctx.knex('genres').where('id', 1).update({ color: 'red;x:url(//e.v)' });
    expect((await request(ctx.app).get('/api/genre/1').expect(200)).body.data.color).toBeNull();
  });

  it('answers /api/genre/{id} with the genre and one page of songs, and /api/genres with every genre', async () => {
    const res = await request(ctx.app).get('/api/genre/2?page=1').expect(200);
    expect(keysOf(res.body.data)).toEqual(['color', 'description', 'id', 'name', 'songs', 'songs_count']);
    expect(keysOf(res.body.data.songs)).toEqual(['current_page', 'data', 'last_page', 'next_page_url', 'per_page', 'prev_page_url', 'total']);
    expect(res.body.data.songs.data.map((s: { id: number }) => s.id)).toEqual((await songIds(2)).slice(0, 24));

    const all = await request(ctx.app).get('/api/genres').expect(200);
    expect(all.body.data.map((g: { name: string }) => g.name)).toEqual(await ctx.knex('genres').orderBy(['name', 'id']).pluck('name'));
  });

  it.each(['/genre', '/genre?id=', '/genre?id=abc', '/genre?id=999999', '/genre?id[]=1', '/genre?id=1.0'])('shows the 404 error page for %s', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
  });

  it('answers an unknown genre on /api with 404 JSON, and a bad page with 422', async () => {
    expect((await request(ctx.app).get('/api/genre/999999').expect(404)).body).toEqual({ message: 'Genre not found.' });
    await request(ctx.app).get('/api/genre/2?page=0').expect(422);
  });
});
