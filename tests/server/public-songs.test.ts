import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { browserAgent, clientAssets, inertiaGet, keysOf, VERSION } from '../helpers/inertia';

interface SongCardJson {
  id: number;
  name: string;
  artist: { id: number; name: string };
}

describe('the song page and /api/song/{id}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  it('shows the song with its artist, featuring artists, original vocalist, album and playlists from the database', async () => {
    const featured = await ctx.knex('song_features').select('song_id').groupBy('song_id').havingRaw('count(*) >= 2').first();
    const id = featured.song_id as number;
    const res = await inertiaGet(ctx.app, `/song/${id}`).expect(200);
    expect(res.body.component).toBe('songs/show');
    const { song, title, description } = res.body.props;

    const row = await ctx.knex('songs').join('artists', 'artists.id', 'songs.artist_id').where('songs.id', id)
      .first('songs.name', 'songs.released', 'songs.youtube', 'songs.album_id', 'artists.id as artist_id', 'artists.name as artist_name');
    expect(song).toMatchObject({ id, name: row.name, released: row.released, youtube: row.youtube, is_liked: false });
    expect(song.artist).toMatchObject({ id: row.artist_id, name: row.artist_name });
    expect(title).toBe(`${row.name} – ${row.artist_name}`);

    const features = await ctx.knex('song_features').join('artists', 'artists.id', 'song_features.artist_id')
      .where('song_id', id).orderBy('position').select('artists.id', 'artists.name');
    expect(song.features).toEqual(features);
    const playlists = await ctx.knex('playlist_song').join('playlists', 'playlists.id', 'playlist_song.playlist_id')
      .where('song_id', id).orderBy('playlists.name').select('playlists.id', 'playlists.name');
    expect(song.playlists).toEqual(playlists);
    expect(song.album).toEqual(row.album_id ? { id: row.album_id, name: expect.any(String) } : null);

    const lyrics = await ctx.knex('verses').where({ song_id: id, is_default: true }).first('non_synced_lyrics');
    const firstLine = (lyrics.non_synced_lyrics as string).split('\n')[0]!;
    expect(description.startsWith(firstLine)).toBe(true);
  });

  it('names the original vocalist of a cover', async () => {
    const { id } = await ctx.knex('songs').whereNotNull('original_artist_id').first('id');
    const original = await ctx.knex('songs').join('artists', 'artists.id', 'songs.original_artist_id').where('songs.id', id)
      .first('artists.id', 'artists.name');
    const { song } = (await inertiaGet(ctx.app, `/song/${id}`).expect(200)).body.props;
    expect(song.original_artist).toEqual({ id: original.id, name: original.name });
  });

  it('puts the default verse first and keeps line breaks and stanzas; a translation is a second verse', async () => {
    const translated = await ctx.knex('verses').where('is_default', false).first('song_id');
    const id = translated.song_id as number;
    const { song } = (await inertiaGet(ctx.app, `/song/${id}`).expect(200)).body.props;
    const verses = await ctx.knex('verses').where('song_id', id).orderBy([{ column: 'is_default', order: 'desc' }, 'id']);

    expect(song.verse).toHaveLength(verses.length);
    expect(song.verse.map((v: { is_default: boolean }) => v.is_default)).toEqual([true, false]);
    expect(song.verse[0].lyrics.non_synced_lyrics.original).toBe(verses[0].non_synced_lyrics);
    expect(song.verse[0].lyrics.non_synced_lyrics.original).toMatch(/\n\n/);
    expect(song.lyrics).toBe(verses[0].non_synced_lyrics);
    expect(keysOf(song.verse[1])).toEqual(['id', 'is_default', 'is_verified', 'language', 'lyrics', 'title', 'translation']);
    expect(song.verse[1].language).toBe('english');
  });

  it('lists the 12 most similar songs, never the song itself: same artist 4 points, each shared playlist 2, each shared genre 1', async () => {
    const id = 1;
    const { song } = (await inertiaGet(ctx.app, `/song/${id}`).expect(200)).body.props;
    const similar = song.similarSongs as SongCardJson[];

    // The same scores, counted here from the rows themselves.
    const songs = await ctx.knex('songs').select('id', 'artist_id');
    const memberships = async (table: string, column: string) => {
      const rows: { song_id: number; group: number }[] = await ctx.knex(table).select('song_id', `${column} as group`);
      const mine = new Set(rows.filter((r) => r.song_id === id).map((r) => r.group));
      const shared = new Map<number, number>();
      for (const row of rows) if (mine.has(row.group)) shared.set(row.song_id, (shared.get(row.song_id) ?? 0) + 1);
      return shared;
    };
    const [playlists, genres] = await Promise.all([memberships('playlist_song', 'playlist_id'), memberships('song_genre', 'genre_id')]);
    const artistId = songs.find((s) => s.id === id)!.artist_id;
    const score = (other: { id: number; artist_id: number }) =>
      (other.artist_id === artistId ? 4 : 0) + 2 * (playlists.get(other.id) ?? 0) + (genres.get(other.id) ?? 0);
    const scores = songs.filter((s) => s.id !== id && score(s) > 0).map(score).sort((a, b) => b - a);

    expect(similar).toHaveLength(Math.min(12, scores.length));
    expect(similar.map((s) => s.id)).not.toContain(id);
    const got = similar.map((s) => score(songs.find((row) => row.id === s.id)!));
    expect(got).toEqual(scores.slice(0, similar.length));
  });

  it('marks smart songs so the page offers vocals only and music only', async () => {
    const smart = await ctx.knex('songs').whereRaw("(meta->>'is_smart')::boolean").first('id');
    const { song } = (await inertiaGet(ctx.app, `/song/${smart.id}`).expect(200)).body.props;
    expect(song.meta).toEqual({ is_smart: true, thumbnail: null });
    expect(song.mp3).toMatch(/^\/media\/demo\/audio\/.+\.mp3$/);
  });

  it('answers /api/song/{id} with the same song as the page, under data (and the page\'s explanations)', async () => {
    const { song: page, explanations } = (await inertiaGet(ctx.app, '/song/3').expect(200)).body.props;
    const res = await request(ctx.app).get('/api/song/3').expect(200);
    expect(res.body).toEqual({ data: { ...page, explanations } });
    expect(keysOf(res.body.data)).toEqual([
      'album', 'artist', 'content_type', 'cover', 'created_at', 'credits', 'explanations', 'features', 'formatted_duration', 'id', 'is_liked', 'lyrics', 'meta',
      'mp3', 'name', 'original_artist', 'playlists', 'released', 'similarSongs', 'verse', 'youtube',
    ]);
  });

  it.each(['/song/999999', '/song/abc', '/song/0', '/song/1.5', '/song/99999999999'])('shows the 404 error page for %s', async (url) => {
    const res = await inertiaGet(ctx.app, url).expect(404);
    expect(res.body.component).toBe('error');
    expect(res.body.props.status).toBe(404);
  });

  it.each(['/api/song/999999', '/api/song/abc', '/api/song/-1'])('answers %s with 404 JSON', async (url) => {
    const res = await request(ctx.app).get(url).expect(404);
    expect(res.body).toEqual({ message: 'Song not found.' });
  });
});

describe('lyrics sent in by visitors', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, clientAssets });
  });
  afterAll(async () => ctx?.close());

  const LYRICS = 'Heestan erayadeeda ayaan qoray\nsida aan u maqlay\n\nLaba bilood ka hor';
  const submissions = (songId: number) => ctx.knex('lyrics_submissions').where('song_id', songId);

  it('stores a page-form submission as pending, thanks the visitor by flash on the song page, and never shows it there', async () => {
    const { agent, token } = await browserAgent(ctx.app);
    const res = await agent.post('/song/2/lyrics').set('X-Inertia', 'true').set('X-XSRF-TOKEN', token)
      .send({ lyrics: `  ${LYRICS}\r\n`, submitter_name: 'Hodan' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/song/2');

    const rows = await submissions(2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', submitter_name: 'Hodan', lyrics: LYRICS, user_id: null });

    const page = await agent.get('/song/2').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    // No Accept-Language: the page, and so its thanks, are in Somali (i18n-music.test.ts has both languages).
    expect(page.body.flash).toEqual({ success: 'Mahadsanid! Erayada aad soo dirtay waa la hubin doonaa.' });
    expect(JSON.stringify(page.body.props)).not.toContain('Heestan erayadeeda');
  });

  it('sends an invalid page form back with its errors and stores nothing', async () => {
    const { agent, token } = await browserAgent(ctx.app);
    const res = await agent.post('/song/4/lyrics').set('X-Inertia', 'true').set('X-XSRF-TOKEN', token).set('Referer', 'http://x/song/4')
      .send({ lyrics: 'too short', submitter_name: 'x'.repeat(201) });
    expect(res.status).toBe(302);
    const page = await agent.get('/song/4').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
    expect(page.body.props.errors).toEqual({
      lyrics: 'Erayadu waa inay noqdaan ugu yaraan 20 xaraf.',
      submitter_name: 'Magacu kama badnaan karo 200 xaraf.',
    });
    expect(await submissions(4)).toHaveLength(0);
  });

  it('refuses a page form without the CSRF token', async () => {
    const { agent } = await browserAgent(ctx.app);
    await agent.post('/song/4/lyrics').set('X-Inertia', 'true').send({ lyrics: LYRICS }).expect(419);
    expect(await submissions(4)).toHaveLength(0);
  });

  it('answers the apps with 201 and the pending submission', async () => {
    const res = await request(ctx.app).post('/api/song/5/lyrics').set('Authorization', 'Bearer app').send({ lyrics: LYRICS }).expect(201);
    expect(res.body).toEqual({
      message: 'Thank you! Your lyrics will be reviewed.',
      data: { id: expect.any(Number), song_id: 5, submitter_name: null, status: 'pending', created_at: expect.any(String) },
    });
    expect(await submissions(5)).toHaveLength(1);
  });

  it.each([
    ['no lyrics', {}, 'lyrics', 'Please write the lyrics.'],
    ['lyrics that are only short once trimmed', { lyrics: '     short words        ' }, 'lyrics', 'The lyrics must be at least 20 characters.'],
    ['lyrics over 20000 characters', { lyrics: 'x'.repeat(20_001) }, 'lyrics', 'The lyrics may not be longer than 20000 characters.'],
    ['lyrics sent as a list', { lyrics: ['a', 'b'] }, 'lyrics', 'Please write the lyrics.'],
    ['a name over 200 characters', { lyrics: LYRICS, submitter_name: 'n'.repeat(201) }, 'submitter_name', 'The name may not be longer than 200 characters.'],
    ['a name that is not text', { lyrics: LYRICS, submitter_name: { a: 1 } }, 'submitter_name', 'The name must be text.'],
  ])('answers 422 with field errors and stores nothing for %s', async (_case, body, field, message) => {
    const res = await request(ctx.app).post('/api/song/6/lyrics').send(body).expect(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await submissions(6)).toHaveLength(0);
  });

  it('answers 404 for lyrics of an unknown song, on both forms', async () => {
    await request(ctx.app).post('/api/song/999999/lyrics').send({ lyrics: LYRICS }).expect(404);
    await request(ctx.app).post('/api/song/abc/lyrics').send({ lyrics: LYRICS }).expect(404);
    const { agent, token } = await browserAgent(ctx.app);
    const res = await agent.post('/song/999999/lyrics').set('X-Inertia', 'true').set('X-XSRF-TOKEN', token).send({ lyrics: LYRICS });
    expect(res.status).toBe(404);
    expect(res.body.component).toBe('error');
    expect(await ctx.knex('lyrics_submissions').where('song_id', 999999)).toHaveLength(0);
  });
});
