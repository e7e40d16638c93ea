import type { Knex } from 'knex';
import { queryGeneric } from './generic-plan';
import type { PlanLevel, SearchPlan, WordCounts } from './query-plan';

/**
 * A tsvector column to match, and (songs only) which dictionary count says how many rows hold a
 * word: small tables are read through their index whatever the words.
 */
export interface RankVector {
  column: string;
  counts?: keyof WordCounts;
}

/** A searchable table: its popularity tiebreak and its vectors, the most precise first. */
export interface RankTarget {
  table: string;
  popularity: string;
  vectors: readonly RankVector[];
}

const nameWords: RankVector[] = [{ column: 'search_vector' }];

export const RANK_TARGETS = {
  songs: {
    table: 'songs',
    popularity: 'plays_count',
    vectors: [
      { column: 'search_vector', counts: 'names' },
      { column: 'search_full_vector', counts: 'songs' },
    ],
  },
  artists: { table: 'artists', popularity: 'search_popularity', vectors: nameWords },
  albums: { table: 'albums', popularity: 'search_popularity', vectors: nameWords },
  podcasts: { table: 'podcasts', popularity: 'search_popularity', vectors: nameWords },
  playlists: { table: 'playlists', popularity: 'search_popularity', vectors: nameWords },
  scholars: { table: 'scholars', popularity: 'search_popularity', vectors: nameWords },
  topics: { table: 'topics', popularity: 'search_popularity', vectors: nameWords },
} as const satisfies Record<string, RankTarget>;

export interface RankWindow {
  limit: number;
  offset: number;
  /** How deep the ranking goes: the most results one search can page through. */
  depth: number;
}

export interface RankedIds {
  ids: number[];
  /** Matches counted up to `depth`. */
  total: number;
}

/**
 * From this many matching songs a tier is "common". Reading matches through the GIN index costs a
 * heap visit per match, so it suits rare words; common ones are cheaper to find by walking the
 * songs from the most played down (hot pages, mostly cached), which yields a page of matches after
 * a few hundred rows.
 */
const COMMON = 2000;
/** How many of the most played songs a "top first" tier looks through before reading its index. */
const TOP_SONGS = 2000;
/**
 * Common words that are all found in names and independently would meet in at most this many songs
 * are read through the index: a singer's full name (Omar Cismaan Farah: three words of 10k songs
 * each, 72 songs together). Walking the most played songs first costs as much as reading a couple
 * of thousand matches, and finds few of such a query's matches. A lyrics line is not a name (some
 * of its words are in no name): its words belong together, in thousands of songs at times, far
 * more than independent words would, so it keeps the walk.
 */
const RARE_TOGETHER = 500;

/**
 * How a tier is read, chosen from the dictionary's counts of its words:
 * - read: all matches through the index, then sorted: when at most COMMON songs can match, or the
 *   words look like a name (RARE_TOGETHER). Sorting on `pop + 0` keeps the database from walking
 *   the popularity index instead, which its estimates (blind to how words go together) sometimes
 *   prefer, and which took 15 ms to find a hundred songs of a word that popular songs lack;
 * - walk: at least COMMON matches (a single common word), so only this page's, walking the
 *   popularity order; `ts_match_vq` hides the match from the GIN index to force that walk;
 * - topFirst: words that are each common, but how often together is unknown (the planner
 *   cannot tell either: it multiplies their frequencies, and a lyrics line's words occur together in
 *   thousands of songs), so the TOP_SONGS most played first; if they hold fewer than `depth`
 *   matches, all matches through the index;
 * - top: the same for the looser levels of lyrics (completions, typos), without the index: their
 *   alternatives OR together posting lists of tens of thousands of songs, which took several
 *   milliseconds to merge, for lyrics matches that are only guesses. Lyrics matched exactly are
 *   still found in every song; guessed ones among the most played.
 */
export type Strategy = 'read' | 'walk' | 'topFirst' | 'top';

interface Tier {
  /** The tsvector column; none for tier 0, the name itself. */
  column?: string;
  binding: string;
  strategy: Strategy;
  /** A prefix or fuzzy level: guesses at what was meant, read only to fill a page (see tierCtes). */
  loose: boolean;
}

export function strategyFor(vector: RankVector, level: PlanLevel, loose: boolean, songs: number | null, depth: number): Strategy {
  if (!vector.counts) return 'read';
  const bounds = level.bounds[vector.counts];
  if (bounds.lower >= COMMON) return 'walk';
  if (bounds.upper <= COMMON) return 'read';
  const aName = level.bounds.names.upper > 0;
  if (aName && bounds.independent !== null && bounds.independent <= RARE_TOGETHER) return 'read';
  if (loose && vector.counts === 'songs') return 'top';
  // Spread over the catalogue, at most `upper * TOP_SONGS / songs` matches are among the most played.
  // When even that cannot fill the ranking, the index read follows the walk anyway: go there at once
  // (a two-word name "Ballan Da": 6 matches in the walk, then 106 read; 6.8 ms of database time before, 2.7 after).
  if (songs && bounds.upper * Math.min(1, TOP_SONGS / songs) < depth) return 'read';
  return 'topFirst';
}

/** Tier 0: the name IS the query. Then for each vector (name words, then lyrics for songs) each level: exact, prefix, fuzzy. */
function tiersOf({ target, window }: RankRequest, plan: SearchPlan): Tier[] {
  const tiers: Tier[] = [{ binding: plan.name, strategy: 'read', loose: false }];
  for (const vector of target.vectors) {
    plan.levels.forEach((level, i) => {
      const strategy = strategyFor(vector, level, i > 0, plan.songs, window.depth);
      tiers.push({ column: vector.column, binding: level.tsquery, strategy, loose: i > 0 });
    });
  }
  return tiers;
}

interface TierRow {
  grp: number;
  tier: number;
  id: number;
  pop: number;
}

/** One group of results to rank: a table, and the page of its ranking wanted. */
export interface RankRequest {
  target: RankTarget;
  window: RankWindow;
}

const pageEnd = ({ offset, limit, depth }: RankWindow) => Math.min(offset + limit, depth);

/** The condition a row meets to be in a tier, one binding: its vector matches, or its name is the query. */
const matchTest = (tier: Tier) => (tier.column ? `${tier.column} @@ ?::tsquery` : 'search_name = ?');

/**
 * The tiers of one group as materialized CTEs, up to its first walk (which fills the ranking). A
 * tier is skipped once the tiers before it hold `depth` rows, as a lower tier could not reach the
 * ranking then; being materialized, each tier is read once and the skip is a one-time check.
 * A loose tier (completions, typo corrections) is skipped as soon as the tiers before it fill one
 * page: guesses are for when what was typed finds little, and reading them is the dearest part of
 * a search (ORs of many words). The skip depends on the page size, not on the page asked for, so
 * every page of one search agrees on the ranking and on the last page.
 * Every topFirst tier scans one shared CTE of the most played songs and their vectors, read from
 * the table at most once whatever the number of tiers (and not at all if no such tier runs).
 */
function tierCtes(g: number, { target, window }: RankRequest, tiers: Tier[]): { ctes: string[]; bindings: string[]; count: number } {
  const { table, popularity: pop } = target;
  const ctes: string[] = [];
  const bindings: string[] = [];
  const names: string[] = [];
  const topVectors = [...new Set(tiers.filter((tier) => tier.strategy.startsWith('top')).map((tier) => tier.column!))];
  if (topVectors.length > 0) {
    ctes.push(`g${g}top as materialized (select id, ${pop} as pop, ${topVectors.join(', ')} from ${table} order by ${pop} desc, id limit ${TOP_SONGS})`);
  }
  for (const tier of tiers) {
    const name = `g${g}t${names.length}`;
    const enough = tier.loose ? window.limit : window.depth;
    const gate = names.length === 0 ? '' : `(select count(*) from (${names.map((n) => `select id from ${n}`).join(' union ')}) e) < ${enough} and `;
    const indexed = matchTest(tier);
    const ranked = `order by ${pop} desc, id`;
    const sorted = tier.column ? `order by ${pop} + 0 desc, id` : ranked;
    if (tier.strategy === 'read') {
      ctes.push(`${name} as materialized (select id, ${pop} as pop from ${table} where ${gate}${indexed} ${sorted} limit ${window.depth})`);
      bindings.push(tier.binding);
    } else if (tier.strategy === 'walk') {
      ctes.push(`${name} as materialized (select id, ${pop} as pop from ${table} where ${gate}ts_match_vq(${tier.column}, ?::tsquery) ${ranked} limit ${pageEnd(window)})`);
      bindings.push(tier.binding);
    } else if (tier.strategy === 'top') {
      ctes.push(`${name} as materialized (select id, pop from g${g}top where ${gate}ts_match_vq(${tier.column}, ?::tsquery) limit ${window.depth})`);
      bindings.push(tier.binding);
    } else {
      ctes.push(
        `${name}top as materialized (select id, pop from g${g}top where ${gate}ts_match_vq(${tier.column}, ?::tsquery) limit ${window.depth})`,
        `${name} as materialized (select id, pop from ${name}top union all (select id, ${pop} from ${table}
          where ${gate}(select count(*) from ${name}top) < ${window.depth} and ${indexed} ${sorted} limit ${window.depth}))`,
      );
      bindings.push(tier.binding, tier.binding);
    }
    names.push(name);
    if (tier.strategy === 'walk') break;
  }
  return { ctes, bindings, count: names.length };
}

/**
 * A small table (artists, albums...: thousands of rows, not 100k) in one read: every row matching
 * the name or the loosest level (the levels are nested, each looser one a superset), labelled with
 * the first tier it matches. One index read instead of a gated read per tier, and a fraction of
 * the planning time; rankGroup applies the same skips to the labels.
 */
function combinedCte(g: number, { target, window }: RankRequest, tiers: Tier[]): { ctes: string[]; bindings: string[] } {
  const { table, popularity: pop } = target;
  const loosest = new Map(tiers.map((tier) => [tier.column ?? 'search_name', tier]));
  const label = `case ${tiers.map((tier, k) => `when ${matchTest(tier)} then ${k}`).join(' ')} end`;
  return {
    ctes: [
      `g${g}all as materialized (select id, ${pop} as pop, ${label} as tier from ${table}
        where ${[...loosest.values()].map(matchTest).join(' or ')} order by tier, ${pop} desc, id limit ${window.depth})`,
    ],
    bindings: [...tiers.map((tier) => tier.binding), ...[...loosest.values()].map((tier) => tier.binding)],
  };
}

const isCombined = (target: RankTarget) => target.vectors.every((vector) => !vector.counts);

/** One statement reads the tiers of every group, with a plan kept from one search to the next. */
async function readTiers(knex: Knex, requests: RankRequest[], tiers: Tier[][]): Promise<TierRow[]> {
  const ctes: string[] = [];
  const selects: string[] = [];
  const bindings: string[] = [];
  requests.forEach((request, g) => {
    if (isCombined(request.target)) {
      const own = combinedCte(g, request, tiers[g]!);
      ctes.push(...own.ctes);
      bindings.push(...own.bindings);
      selects.push(`select ${g} as grp, tier, id, pop from g${g}all`);
      return;
    }
    const own = tierCtes(g, request, tiers[g]!);
    ctes.push(...own.ctes);
    bindings.push(...own.bindings);
    for (let k = 0; k < own.count; k++) selects.push(`select ${g} as grp, ${k} as tier, id, pop from g${g}t${k}`);
  });
  return queryGeneric<TierRow>(knex, `with ${ctes.join(', ')} ${selects.join(' union all ')}`, bindings);
}

const byPopularity = (a: TierRow, b: TierRow) => b.pop - a.pop || a.id - b.id;

/** One group's page, from its tiers' rows in tier order. */
function rankGroup({ window }: RankRequest, tiers: Tier[], found: TierRow[]): RankedIds {
  const end = pageEnd(window);
  const ranked: number[] = [];
  const seen = new Set<number>();
  for (const [k, tier] of tiers.entries()) {
    // The skips of tierCtes, for groups read in one go (combinedCte): the same ranking either way.
    if (k > 0 && ranked.length >= (tier.loose ? window.limit : window.depth)) continue;
    for (const row of found.filter((r) => r.tier === k).sort(byPopularity)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ranked.push(row.id);
    }
    // A walked tier is common: the ranking is full to its depth. Its `end` rows are enough for this
    // page, as the only ones it can repeat are already ranked.
    if (tier.strategy === 'walk') return { ids: ranked.slice(window.offset, end), total: window.depth };
  }
  return { ids: ranked.slice(window.offset, end), total: Math.min(ranked.length, window.depth) };
}

/**
 * Ids ranked by tier (the name is the query; exact, prefix and fuzzy words in names; the same in
 * lyrics), then popularity, then id: one page of each group's ranking, `depth` deep, all groups
 * read in one statement.
 */
export async function rankGroups(knex: Knex, plan: SearchPlan, requests: RankRequest[]): Promise<RankedIds[]> {
  if (plan.levels.length === 0) return requests.map(() => ({ ids: [], total: 0 }));
  const tiers = requests.map((request) => tiersOf(request, plan));
  const found = await readTiers(knex, requests, tiers);
  return requests.map((request, g) => rankGroup(request, tiers[g]!, found.filter((row) => row.grp === g)));
}
