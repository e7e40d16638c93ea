import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('the album page and /api/album/{id}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  const trackIds = (albumId: number) =>
    ctx.knex('songs').where('album_id', albumId).orderBy([{ column: 'released', order: 'asc' }, 'id']).pluck('id');

  it('shows the album at once and defers its songs, so the page can show "..." while they load', async () => {
    const res = await inertiaGet(ctx.app, '/album/1').expect(200);
    expect(res.body.component).toBe('albums/show');
    const { album, title } = res.body.props;
    const row = await ctx.knex('albums').join('artists', 'artists.id', 'albums.artist_id').where('albums.id', 1)
      .first('albums.name', 'albums.content_type', 'artists.id as artist_id', 'artists.name as artist_name',
        ctx.knex.raw("to_char(albums.released_at, 'YYYY-MM-DD') as released_at"));
    expect(album).toEqual({
      id: 1,
      name: row.name,
      cover: expect.stringMatching(/^\/media\/demo\/images\/albums\//),
      content_type: row.content_type,
      released_at: row.released_at,
      artist: { id: row.artist_id, name: row.artist_name },
      songs_count: (await trackIds(1)).length,
    });
    expect(title).toBe(`${row.name} – ${row.artist_name}`);
    expect(res.body.props).not.toHaveProperty('songs');
    expect(res.body.deferredProps).toEqual({ default: ['songs'] });
  });

  it('sends the songs, in release order, when the client asks for the deferred prop', async () => {
    const res = await inertiaGet(ctx.app, '/album/1')
      .set('X-Inertia-Partial-Component', 'albums/show')
      .set('X-Inertia-Partial-Data', 'songs')
      .expect(200);
    expect(Object.keys(res.body.props).sort()).toEqual(['errors', 'songs']);
    expect(res.body.props.songs.map((s: { id: number }) => s.id)).toEqual(await trackIds(1));
    expect(keysOf(res.body.props.songs[0])).toEqual(['artist', 'content_type', 'cover', 'formatted_duration', 'id', 'is_liked', 'name']);
  });

  it('answers /api/album/{id} with the album and its songs together', async () => {
    const res = await request(ctx.app).get('/api/album/2').expect(200);
    expect(keysOf(res.body.data)).toEqual(['artist', 'content_type', 'cover', 'id', 'name', 'released_at', 'songs', 'songs_count']);
    expect(res.body.data.songs.map((s: { id: number }) => s.id)).toEqual(await trackIds(2));
    expect(res.body.data.songs_count).toBe(res.body.data.songs.length);
  });

  it.each(['/album/999999', '/album/abc'])('shows the 404 error page for %s, deferred request included', async (url) => {
    expect((await inertiaGet(ctx.app, url).expect(404)).body.component).toBe('error');
    await inertiaGet(ctx.app, url).set('X-Inertia-Partial-Component', 'albums/show').set('X-Inertia-Partial-Data', 'songs').expect(404);
  });

  it('answers an unknown album on /api with 404 JSON', async () => {
    expect((await request(ctx.app).get('/api/album/999999').expect(404)).body).toEqual({ message: 'Album not found.' });
  });
});
