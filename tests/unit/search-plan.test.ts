import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, planSearch, queryWords, typoBudget, type DictionaryHits } from '../../server/features/search/query-plan';
import { RANK_TARGETS, strategyFor } from '../../server/features/search/search.ranking';

const counts = (names: number, songs = names) => ({ names, songs });
const term = (t: string, names = 1, songs = names) => ({ term: t, counts: counts(names, songs) });
const hits = (entries: Record<string, Partial<DictionaryHits>>, songs: number | null = null) => ({
  hits: new Map(Object.entries(entries).map(([word, h]) => [word, { known: null, completions: [], candidates: [], ...h }])),
  songs,
});

describe('planning a search from the dictionary', () => {
  it('allows no typo in short words, one in middling words, two in long ones', () => {
    expect([typoBudget('ali'), typoBudget('abdi'), typoBudget('fadumo'), typoBudget('mahamed')]).toEqual([0, 1, 1, 2]);
  });

  it('dedupes query words and keeps at most a lyrics line of them', () => {
    expect(queryWords('Waa adiga, waa adiga')).toEqual(['wa', 'adiga']);
    expect(queryWords('a b c d e f g h i j k')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('builds exact, prefix and fuzzy levels, each looser than the one before', () => {
    const plan = planSearch('Maxamed', hits({
      mahamed: { known: counts(40, 50), completions: [term('mahamedka', 2)], candidates: [term('mohamed', 30), term('mahamud', 10), term('fadumo', 90)] },
    }));
    expect(plan.name).toBe('mahamed');
    expect(plan.levels.map((level) => level.tsquery)).toEqual([
      "('mahamed')",
      "('mahamed' | 'mahamedka')",
      "('mahamed' | 'mahamedka' | 'mohamed' | 'mahamud')",
    ]);
    // One word: at least its most common spelling, at most all of them.
    expect(plan.levels[2]!.bounds.names).toEqual({ lower: 40, upper: 82, independent: null });
  });

  it('ANDs the words in any order, bounded above by the rarest word', () => {
    const plan = planSearch('dheere maxamed', hits({ dere: { known: counts(5) }, mahamed: { known: counts(40) } }));
    expect(plan.levels.map((level) => level.tsquery)).toEqual(["('dere') & ('mahamed')"]);
    expect(plan.levels[0]!.bounds.names).toEqual({ lower: 0, upper: 5, independent: null });
  });

  it('knows that words completed to the same word match every song holding it', () => {
    const plan = planSearch('omar om', hits({ omar: { known: counts(500) }, om: { completions: [term('omar', 500), term('omani', 3)] } }, 1000));
    expect(plan.levels[0]!.bounds.names).toEqual({ lower: 500, upper: 500, independent: 500 });
  });

  it('expects as many songs as independent words would match, when the number of songs is known', () => {
    const plan = planSearch('dheere maxamed', hits({ dere: { known: counts(50) }, mahamed: { known: counts(400) } }, 1000));
    expect(plan.levels[0]!.bounds.songs.independent).toBeCloseTo(1000 * 0.05 * 0.4);
  });

  it('drops words the dictionary has never seen, even as a typo', () => {
    const plan = planSearch('maxamed qwxzv', hits({ mahamed: { known: counts(1) } }));
    expect(plan.levels.map((level) => level.tsquery)).toEqual(["('mahamed')"]);
    expect(planSearch('qwxzv', hits({})).levels).toEqual([]);
  });

  it('starts at the prefix level for a word still being typed', () => {
    const plan = planSearch('liiba', hits({ liba: { completions: [term('liban')] } }));
    expect(plan.levels.map((level) => level.tsquery)).toEqual(["('liban')"]);
  });

  it('keeps only corrections within the typo budget', () => {
    const plan = planSearch('warsme', hits({ warsme: { candidates: [term('warsame'), term('warsan'), term('warsmo')] } }));
    expect(plan.levels.map((level) => level.tsquery)).toEqual(["('warsame' | 'warsmo')"]);
  });
});

describe('how a tier of songs is read, from the counts of its words (100,000 songs, a ranking 100 deep)', () => {
  const songs = 100_000;
  const level = (names: number, lyrics: number) => planSearch('a b', hits({ a: { known: counts(names, lyrics) }, b: { known: counts(names, lyrics) } }, songs)).levels[0]!;
  const nameWords = RANK_TARGETS.songs.vectors[0]!;
  const anyWords = RANK_TARGETS.songs.vectors[1]!;

  it('reads rare words through the index, and walks the most played songs for a word in most of them', () => {
    expect(strategyFor(nameWords, level(300, 300), false, songs, 100)).toBe('read');
    expect(strategyFor(nameWords, planSearch('a', hits({ a: { known: counts(60_000) } }, songs)).levels[0]!, false, songs, 100)).toBe('walk');
  });

  it('looks among the most played songs first only when they can hold a ranking\'s worth of matches', () => {
    // Common words (lyrics): at most 4,000 matches, about 80 among the 2,000 most played: straight to the index.
    expect(strategyFor(anyWords, level(0, 4_000), false, songs, 100)).toBe('read');
    // At most 20,000 matches, some 400 among the most played: they may fill the ranking without the index.
    expect(strategyFor(anyWords, level(0, 20_000), false, songs, 100)).toBe('topFirst');
    // Guesses in lyrics are looked for among the most played songs only.
    expect(strategyFor(anyWords, level(0, 20_000), true, songs, 100)).toBe('top');
  });
});
