import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSyntheticCatalogue } from '../../database/seeds/synthetic';
import { planSearch, queryWords, type SearchPlan } from '../../server/features/search/query-plan';
import { lookupWords } from '../../server/features/search/search.queries';
import { rankAndReadCards } from '../../server/features/search/search.read';
import { RANK_TARGETS, strategyFor, type Strategy } from '../../server/features/search/search.ranking';
import { TOP_SONGS, TopSongs, type TopSong } from '../../server/features/search/top-songs';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Common words are found by walking the most played songs in memory (top-songs.ts) rather than in
 * the database. On the demo catalogue no word is common enough for that, so this file seeds 12,000
 * synthetic songs, where lyrics words are in thousands of songs, and checks the walk against the
 * database doing all the reading (an empty copy of the most played songs).
 */
describe('searching common words through the most played songs in memory', () => {
  let ctx: TestContext;
  let top: readonly TopSong[];
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedSyntheticCatalogue(ctx.knex, { size: 12_000 });
    top = await new TopSongs(ctx.knex).current((await lookupWords(ctx.knex, ['waa'])).indexVersion);
  }, 120_000);
  afterAll(async () => ctx?.close());

  const plan = async (query: string) => planSearch(query, await lookupWords(ctx.knex, queryWords(query)));
  const songsPage = (page: number) => ({
    group: 'songs' as const,
    target: RANK_TARGETS.songs,
    window: { limit: 20, offset: (page - 1) * 20, depth: 100 },
  });
  const strategies = (searchPlan: SearchPlan): Strategy[] =>
    RANK_TARGETS.songs.vectors.flatMap((vector) =>
      searchPlan.levels.map((level, i) => strategyFor(vector, level, i > 0, searchPlan.songs, 100)),
    );
  const ids = async (searchPlan: SearchPlan, page: number, copy: readonly TopSong[]) => {
    const [songs] = await rankAndReadCards(ctx.knex, searchPlan, [songsPage(page)], copy);
    return { ids: songs.cards.map((card) => card.id), total: songs.total };
  };

  /** A line of lyrics, or the start of one, that the search reads with `strategy`. */
  const aLyricsLine = async (strategy: Strategy) => {
    const verses = await ctx.knex('verses').orderBy('id').limit(50).pluck('non_synced_lyrics');
    for (const line of verses.flatMap((verse: string) => verse.split('\n'))) {
      for (const query of [line, line.slice(0, -2)]) if (strategies(await plan(query)).includes(strategy)) return query;
    }
    throw new Error(`no lyrics line read by ${strategy} in the first 50 verses`);
  };
  const theCommonestWord = async () => (await ctx.knex('search_terms').orderBy('in_songs', 'desc').first('term'))!.term as string;

  it('when a word is in thousands of songs, then its pages are the ones the database walk gives', async () => {
    const searchPlan = await plan(await theCommonestWord());
    expect(strategies(searchPlan)).toContain('walk');
    for (const page of [1, 2, 5]) {
      const walked = await ids(searchPlan, page, top);
      expect(walked.ids).toHaveLength(20);
      expect(walked).toEqual(await ids(searchPlan, page, []));
    }
  });

  it('when a lyrics line has common words, then the most played songs holding it come first, as if every match were read', async () => {
    // Each word in thousands of songs, together in fewer: the most played first, then the index.
    const line = await aLyricsLine('topFirst');
    const searchPlan = await plan(line);
    for (const page of [1, 3]) {
      const walked = await ids(searchPlan, page, top);
      expect(walked.ids.length).toBeGreaterThan(0);
      expect(walked).toEqual(await ids(searchPlan, page, []));
    }
    // And the first song found does hold the line: every word of it is in its lyrics.
    const firstId = (await ids(searchPlan, 1, top)).ids[0];
    const first = top.find((song) => song.id === firstId);
    expect(queryWords(line).every((word) => first!.words.search_full_vector.has(word))).toBe(true);
  });

  it('when lyrics words are only guessed (completions of the last word), then they are looked for among the most played songs only', async () => {
    const searchPlan = await plan(await aLyricsLine('top'));
    const lyrics = RANK_TARGETS.songs.vectors[1];
    const guessed = searchPlan.levels.find((level, i) => i > 0 && strategyFor(lyrics, level, true, searchPlan.songs, 100) === 'top')!;
    // Exact matches of the line would fill the page first: an exact level that matches nothing leaves the page to the guesses.
    const nothing = { ...searchPlan.levels[0]!, tsquery: "('zzqqxx')", words: [['zzqqxx']] };
    const found = await ids({ ...searchPlan, levels: [nothing, guessed] }, 1, top);
    const { rows } = await ctx.knex.raw<{ rows: { id: number }[] }>(
      `select id from (select id, plays_count, search_full_vector from songs order by plays_count desc, id limit ${TOP_SONGS}) most_played
        where search_full_vector @@ ?::tsquery order by plays_count desc, id limit 20`,
      [guessed.tsquery],
    );
    expect(found.ids.length).toBeGreaterThan(0);
    expect(found.ids).toEqual(rows.map((row) => row.id));
  });
});
