import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TopSongs, walkTopSongs, type TopSong } from '../../server/features/search/top-songs';
import { lookupWords } from '../../server/features/search/search.queries';
import { reindexSongs } from '../../server/features/search/search.indexer';
import { searchTokens } from '../../server/lib/search-folding';
import { createTestContext, type TestContext } from '../helpers/test-app';

const song = (id: number, pop: number, names: string[], lyrics: string[] = []): TopSong => ({
  id,
  pop,
  words: { search_vector: new Set(names), search_full_vector: new Set([...names, ...lyrics]) },
});

describe('walking the most played songs in memory', () => {
  const songs = [
    song(7, 900, ['hees', 'jacayl'], ['habeen', 'dheer']),
    song(3, 800, ['hees', 'nabad']),
    song(9, 700, ['jacayl'], ['habeen']),
    song(4, 600, ['hees', 'jacayl', 'cusub']),
  ];

  it('keeps the songs holding, for every query word, one of the words it may be, in popularity order', () => {
    expect(walkTopSongs(songs, 'search_vector', [['hees'], ['jacayl', 'nabad']], 10)).toEqual({ ids: [7, 3, 4], pops: [900, 800, 600] });
  });

  it('stops at the limit', () => {
    expect(walkTopSongs(songs, 'search_vector', [['hees']], 2).ids).toEqual([7, 3]);
  });

  it('reads the vector asked for: lyrics only in the full one', () => {
    expect(walkTopSongs(songs, 'search_vector', [['habeen']], 10).ids).toEqual([]);
    expect(walkTopSongs(songs, 'search_full_vector', [['habeen']], 10).ids).toEqual([7, 9]);
  });
});

describe('the copy of the most played songs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
  });
  afterAll(async () => ctx?.close());

  const version = async () => (await lookupWords(ctx.knex, ['hees'])).indexVersion;
  const mostPlayed = async () => (await ctx.knex('songs').orderBy([{ column: 'plays_count', order: 'desc' }, 'id']).first('id', 'plays_count'))!;

  it('holds the songs in popularity order with their name and lyrics words', async () => {
    const top = await new TopSongs(ctx.knex).current(await version());
    expect(top.length).toBe(Number((await ctx.knex('songs').count('* as n'))[0]!.n));
    const first = await mostPlayed();
    expect(top[0]).toMatchObject({ id: first.id, pop: first.plays_count });
    for (let i = 1; i < top.length; i++) expect(top[i - 1]!.pop).toBeGreaterThanOrEqual(top[i]!.pop);
    const { name } = await ctx.knex('songs').where({ id: first.id }).first('name');
    expect(top[0]!.words.search_vector.has(searchTokens(name)[0]!)).toBe(true);
  });

  it('when a song is reindexed, then the next lookup tells, and the copy holds its new words at once', async () => {
    const topSongs = new TopSongs(ctx.knex);
    const before = await version();
    await topSongs.current(before);
    const { id } = await mostPlayed();
    await ctx.knex('songs').where({ id }).update({ name: 'Xiddigta Waaberiga' });
    await reindexSongs(ctx.knex, [id]);
    const after = await version();
    expect(after).toBeGreaterThan(before);
    const top = await topSongs.current(after);
    const words = top.find((s) => s.id === id)!.words.search_vector;
    expect(searchTokens('Xiddigta Waaberiga').every((word) => words.has(word))).toBe(true);
  });

  it('when the copy is older than its age, then it is answered from while plays are read again in the background', async () => {
    let now = 0;
    const topSongs = new TopSongs(ctx.knex, { maxAgeMs: 1000, now: () => now });
    const current = await version();
    const before = await topSongs.current(current);
    const last = before[before.length - 1]!;
    await ctx.knex('songs').where({ id: last.id }).update({ plays_count: before[0]!.pop + 1000 });
    now = 2000;
    // The old copy first: nobody waits for the refresh.
    expect((await topSongs.current(current))[0]!.id).toBe(before[0]!.id);
    await vi.waitFor(async () => expect((await topSongs.current(current))[0]).toMatchObject({ id: last.id, pop: before[0]!.pop + 1000 }));
    // The song kept the words read before: only plays moved.
    expect((await topSongs.current(current))[0]!.words).toBe(last.words);
  });
});
