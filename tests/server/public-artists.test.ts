import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet, keysOf } from '../helpers/inertia';

describe('the artist page, /api/artist/{id} and /api/artists', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  /** An artist who sings songs, is featured on others' songs and plays at events. */
  async function busyArtist(): Promise<number> {
    const row = await ctx.knex('artists')
      .whereIn('id', ctx.knex('song_features').select('artist_id'))
      .whereIn('id', ctx.knex('event_artist').select('artist_id'))
      .whereIn('id', ctx.knex('albums').select('artist_id'))
      .orderBy('id')
      .first('id');
    return row.id;
  }

  it('shows the artist with songs, appearances, events and albums from the database', async () => {
    const id = await busyArtist();
    const res = await inertiaGet(ctx.app, `/artist/${id}`).expect(200);
    expect(res.body.component).toBe('artists/show');
    const { artist, title } = res.body.props;
    const row = await ctx.knex('artists').where('id', id).first();
    expect(title).toBe(row.name);
    expect(artist).toMatchObject({ id, name: row.name, stage_name: row.stage_name, content_type: row.content_type });
    expect(artist.image).toBe(`/media/${row.image}`);

    const own = await ctx.knex('songs').where('artist_id', id).pluck('id');
    expect(artist.songs_count).toBe(own.length);
    expect(artist.songs.map((s: { id: number }) => s.id).sort()).toEqual(own.sort());
    const plays = await ctx.knex('songs').where('artist_id', id).orderBy([{ column: 'plays_count', order: 'desc' }, { column: 'released', order: 'desc' }, 'id']).pluck('id');
    expect(artist.songs.map((s: { id: number }) => s.id)).toEqual(plays);

    const featured = await ctx.knex('song_features').where('artist_id', id).pluck('song_id');
    expect(artist.appears.map((s: { id: number }) => s.id).sort()).toEqual(featured.sort());

    const events = await ctx.knex('event_artist').join('events', 'events.id', 'event_artist.event_id')
      .where('artist_id', id).whereNotNull('published_at').orderBy('date_at', 'desc').select('events.id', 'date_at');
    expect(artist.events.map((e: { id: number }) => e.id)).toEqual(events.map((e) => e.id));
    for (const [i, event] of artist.events.entries()) {
      expect(event.is_upcoming).toBe(new Date(events[i].date_at).getTime() >= Date.now());
      expect(keysOf(event)).toEqual(['city', 'country', 'date_at', 'date_at_formated', 'id', 'is_upcoming', 'name', 'poster', 'venue']);
    }

    const albums = await ctx.knex('albums').where('artist_id', id).pluck('id');
    expect(artist.albums.map((a: { id: number }) => a.id).sort()).toEqual(albums.sort());
    expect(keysOf(artist.albums[0])).toEqual(['artist', 'cover', 'id', 'name', 'released_at']);
    expect(artist.albums[0].released_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves "Appears on" empty for an artist featured nowhere', async () => {
    const row = await ctx.knex('artists').whereNotIn('id', ctx.knex('song_features').select('artist_id')).first('id');
    const { artist } = (await inertiaGet(ctx.app, `/artist/${row.id}`).expect(200)).body.props;
    expect(artist.appears).toEqual([]);
  });

  it('sanitizes the biography on the server: no script, no handler, no javascript: link ever reaches the props', async () => {
    await ctx.knex('artists').where('id', 2).update({
      biography:
        '<p onclick="steal()">Heesaa <b>caan</b> ah.<script>alert("x")</script></p>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(2)">bad</a>' +
        '<p><a href="https://example.com/wiki">wiki</a> <a href="/artist/3">a friend</a></p><iframe src="https://evil.test"></iframe>',
    });
    const { artist, description } = (await inertiaGet(ctx.app, '/artist/2').expect(200)).body.props;
    expect(artist.biography).toBe(
      '<p>Heesaa <strong>caan</strong> ah.</p><a>bad</a>' +
        '<p><a href="https://example.com/wiki" target="_blank" rel="noopener noreferrer">wiki</a> <a href="/artist/3">a friend</a></p>',
    );
    expect(description).toBe('Heesaa caan ah. bad wiki a friend');
    const api = await request(ctx.app).get('/api/artist/2').expect(200);
    expect(api.body.data.biography).toBe(artist.biography);
    expect(JSON.stringify(api.body)).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
  });

  it('answers /api/artist/{id} with the same artist as the page', async () => {
    const page = (await inertiaGet(ctx.app, '/artist/5').expect(200)).body.props.artist;
    const res = await request(ctx.app).get('/api/artist/5').expect(200);
    expect(res.body).toEqual({ data: page });
    expect(keysOf(res.body.data)).toEqual([
      'albums', 'appears', 'biography', 'content_type', 'events', 'followers_count', 'following', 'id', 'image', 'name', 'songs', 'songs_count', 'stage_name',
    ]);
  });

  it('pages /api/artists by name with song counts', async () => {
    const total = Number((await ctx.knex('artists').count('* as n').first())!.n);
    const res = await request(ctx.app).get('/api/artists').expect(200);
    expect(res.body).toMatchObject({ current_page: 1, per_page: 30, total, last_page: Math.ceil(total / 30), prev_page_url: null });
    expect(res.body.next_page_url).toBe(total > 30 ? '/api/artists?page=2' : null);
    const names = await ctx.knex('artists').orderBy(['name', 'id']).limit(30).pluck('name');
    expect(res.body.data.map((a: { name: string }) => a.name)).toEqual(names);
    const first = res.body.data[0];
    expect(keysOf(first)).toEqual(['content_type', 'id', 'image', 'name', 'songs_count']);
    const count = await ctx.knex('songs').where('artist_id', first.id).count('* as n').first();
    expect(first.songs_count).toBe(Number(count!.n));
  });

  it.each(['/artist/999999', '/artist/abc', '/artist/0'])('shows the 404 error page for %s', async (url) => {
    const res = await inertiaGet(ctx.app, url).expect(404);
    expect(res.body.component).toBe('error');
  });

  it.each(['/api/artist/999999', '/api/artist/x1'])('answers %s with 404 JSON', async (url) => {
    expect((await request(ctx.app).get(url).expect(404)).body).toEqual({ message: 'Artist not found.' });
  });

  describe('an artist with more songs than the page shows', () => {
    let artistId: number;
    beforeAll(async () => {
      const [artist] = await ctx.knex('artists').insert({ name: 'Heesaa Badan', slug: 'heesaa-badan', content_type: 'HSA' }).returning('id');
      artistId = artist.id;
      // 55 songs with distinct play counts (most played first), and one trashed, which no list shows.
      await ctx.knex('songs').insert(Array.from({ length: 55 }, (_, n) => ({ name: `Hees ${n + 1}`, slug: `hees-badan-${n + 1}`, artist_id: artistId, plays_count: 1000 - n })));
      await ctx.knex('songs').insert({ name: 'Trashed', slug: 'hees-badan-trashed', artist_id: artistId, plays_count: 5000, deleted_at: new Date() });
    });
    const ranked = () => ctx.knex('songs').where('artist_id', artistId).whereNull('deleted_at').orderBy('plays_count', 'desc').pluck('id');

    it('the artist page carries the 24 most played and the count that links to all', async () => {
      const { artist } = (await inertiaGet(ctx.app, `/artist/${artistId}`).expect(200)).body.props;
      expect(artist.songs_count).toBe(55);
      expect(artist.songs.map((s: { id: number }) => s.id)).toEqual((await ranked()).slice(0, 24));
    });

    it('/artist/{id}/songs pages through every song, 48 a page, and the API carries the same', async () => {
      const first = await inertiaGet(ctx.app, `/artist/${artistId}/songs`).expect(200);
      expect(first.body.component).toBe('artists/songs');
      const { artist, songs, title } = first.body.props;
      expect(title).toBe('Heesaha Heesaa Badan');
      expect(artist).toEqual({ id: artistId, name: 'Heesaa Badan', image: null, content_type: 'HSA', songs_count: 55 });
      expect(songs).toMatchObject({ current_page: 1, per_page: 48, total: 55, last_page: 2, prev_page_url: null, next_page_url: `/artist/${artistId}/songs?page=2` });
      expect(songs.data.map((s: { id: number }) => s.id)).toEqual((await ranked()).slice(0, 48));

      const second = (await inertiaGet(ctx.app, `/artist/${artistId}/songs?page=2`).expect(200)).body.props.songs;
      expect(second.data.map((s: { id: number }) => s.id)).toEqual((await ranked()).slice(48));
      expect(second.next_page_url).toBeNull();

      const api = await request(ctx.app).get(`/api/artist/${artistId}/songs?page=2`).expect(200);
      expect(keysOf(api.body.data)).toEqual(['content_type', 'id', 'image', 'name', 'songs', 'songs_count']);
      expect(api.body.data.songs).toEqual({ ...second, next_page_url: null, prev_page_url: `/api/artist/${artistId}/songs?page=1` });
    });

    it('refuses what is not a page or an artist', async () => {
      expect((await request(ctx.app).get(`/api/artist/${artistId}/songs?page=0`).expect(422)).body.message).toMatch(/page/);
      expect((await request(ctx.app).get('/api/artist/999999/songs').expect(404)).body).toEqual({ message: 'Artist not found.' });
      expect((await inertiaGet(ctx.app, '/artist/999999/songs').expect(404)).body.component).toBe('error');
      await ctx.knex('artists').where('id', artistId).update({ deleted_at: new Date() });
      await request(ctx.app).get(`/api/artist/${artistId}/songs`).expect(404);
      await ctx.knex('artists').where('id', artistId).update({ deleted_at: null });
    });
  });
});
