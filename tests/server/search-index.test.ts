import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { reindex, reindexArtists, reindexSongs } from '../../server/features/search/search.indexer';

/** Writes go through the reindex functions, as backstage will; each test searches a fresh app (no cache). */
describe('keeping the search index in step with the catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
  });
  afterAll(async () => ctx?.close());

  const search = async (query: string) => {
    const fresh = createApp({ config: ctx.config, db: ctx.db, logger: createLogger('silent') });
    try {
      return (await request(fresh).get('/api/searchy').query({ query }).expect(200)).body;
    } finally {
      fresh.shutdown();
    }
  };

  it('finds a new song by its name, its lyrics and a typo of a word only it has', async () => {
    const [{ id }] = await ctx.knex('songs').insert({ name: 'Xareedka Galbeedka', slug: 'xareedka-galbeedka', artist_id: 3, plays_count: 0 }).returning('id');
    await ctx.knex('verses').insert({ song_id: id, is_default: true, non_synced_lyrics: 'Saxansaxo roob ah ayaa dhulka qabowjisay' });
    await reindexSongs(ctx.knex, [id]);
    expect((await search('xareedka galbeedka')).songs[0]).toMatchObject({ id, name: 'Xareedka Galbeedka' });
    expect((await search('saxansaxo')).songs[0].id).toBe(id);
    expect((await search('sahansaho qabowjisay')).songs[0].id).toBe(id);
    expect((await search('saxansaxa')).songs[0].id).toBe(id);
  });

  it('follows an artist renamed: their own row, their songs and the songs they feature on', async () => {
    await ctx.knex('artists').where({ id: 29 }).update({ name: 'Nimco Xamar Cadey' });
    await reindexArtists(ctx.knex, [29]);
    const found = await search('xamar cadey');
    expect(found.artists[0]).toMatchObject({ id: 29, name: 'Nimco Xamar Cadey' });
    expect(found.songs.length).toBeGreaterThan(0);
    const featuring = await ctx.knex('song_features').where('artist_id', 29).pluck('song_id');
    const all = (await search('nimco xamar')).songs.map((s: { id: number }) => s.id);
    for (const songId of featuring) expect(all).toContain(songId);
    expect((await search('hilowle')).artists).toEqual([]);
  });

  it('reindexes any other searchable table by id', async () => {
    await ctx.knex('playlists').where({ id: 1 }).update({ name: 'Qaraami Cusub' });
    await reindex(ctx.knex, 'playlists', [1]);
    const res = await request(ctx.app).get('/api/search').query({ q: 'qaraami cusub' }).expect(200);
    expect(res.body.playlists[0]).toEqual({ id: 1, name: 'Qaraami Cusub' });
  });
});
