import type { Value } from '../../db/generic-plan';
import type { PlanLevel, SearchPlan, WordCounts } from './query-plan';
import { TOP_SONGS, walkTopSongs, type SongVector, type TopSong, type Walked } from './top-songs';

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
  /** Rows the public side may show, when not all are (a trashed artist is kept but never found). */
  visible?: string;
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
    visible: 'deleted_at is null',
  },
  artists: { table: 'artists', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
  albums: { table: 'albums', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
  podcasts: { table: 'podcasts', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
  playlists: { table: 'playlists', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
  scholars: { table: 'scholars', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
  topics: { table: 'topics', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
  resources: { table: 'resources', popularity: 'search_popularity', vectors: nameWords, visible: 'deleted_at is null' },
} as const satisfies Record<string, RankTarget>;

export interface RankWindow {
  limit: number;
  offset: number;
  /** How deep the ranking goes: the most results one search can page through. */
  depth: number;
}

/**
 * From this many matching songs a tier is "common". Reading matches through the GIN index costs a
 * heap visit per match, so it suits rare words; common ones are cheaper to find by walking the
 * songs from the most played down, which yields a page of matches after a few hundred songs: in
 * memory among the TOP_SONGS most played (top-songs.ts), in the database beyond them.
 */
const COMMON = 2000;
/**
 * Common words that are all found in names and independently would meet in at most this many songs
 * are read through the index: a singer's full name (Omar Cismaan Farah: three words of 10k songs
 * each, 72 songs together). Walking the most played songs first costs as much as reading a couple
 * of thousand matches did in the database, and finds few of such a query's matches. A lyrics line is not a name (some
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
 *   popularity order: the most played songs in memory, and if they hold less than the page, the
 *   table in the database;
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

/** Exact, prefix, fuzzy: the most levels a plan has (query-plan.ts). */
const LEVELS = 3;

/** One tier of songs and the reads it takes (songTierCte writes them), from its strategy and the walk in memory. */
interface Tier {
  /** The tsvector column read. */
  column: string;
  /** The level's tsquery. */
  tsquery: string;
  /** A prefix or fuzzy level: guesses at what was meant, read only to fill a page (see songTierCte). */
  loose: boolean;
  /** Matches among the most played songs, walked in memory (top-songs.ts); empty when none were walked. */
  walked: Walked;
  /** Read every match through the GIN index (read; topFirst when the walk could not fill the ranking). */
  readIndex: boolean;
  /** Walk the whole table in popularity order (walk, when the most played songs hold less than its page). */
  walkTable: boolean;
  /** A walk: the ranking is full to its depth once this tier is read, and no later tier is. */
  walk: boolean;
}

const NOTHING_WALKED: Walked = { ids: [], pops: [] };

/** The tiers of a vector, one per level of the plan, up to a walk (which fills the ranking). */
function vectorTiers(vector: RankVector, plan: SearchPlan, window: RankWindow, top: readonly TopSong[]): Tier[] {
  const tiers: Tier[] = [];
  for (const [i, level] of plan.levels.entries()) {
    const strategy = strategyFor(vector, level, i > 0, plan.songs, window.depth);
    const tier: Tier = { column: vector.column, tsquery: level.tsquery, loose: i > 0, walked: NOTHING_WALKED, readIndex: false, walkTable: false, walk: false };
    tiers.push(tier);
    // Only songs have word counts, so only their vectors get another strategy than read.
    const column = vector.column as SongVector;
    if (strategy === 'read') tier.readIndex = true;
    else if (strategy === 'walk') {
      // A common word: its page is most likely among the most played; if not, the database walks on.
      const found = walkTopSongs(top, column, level.words, pageEnd(window));
      if (found.ids.length >= pageEnd(window)) tier.walked = found;
      else tier.walkTable = true;
      tier.walk = true;
      break;
    } else {
      tier.walked = walkTopSongs(top, column, level.words, window.depth);
      tier.readIndex = strategy === 'topFirst' && tier.walked.ids.length < window.depth;
    }
  }
  return tiers;
}

/** One group of results to rank: a table, and the page of its ranking wanted. */
export interface RankRequest {
  target: RankTarget;
  window: RankWindow;
}

const pageEnd = ({ offset, limit, depth }: RankWindow) => Math.min(offset + limit, depth);

interface Sql {
  ctes: string[];
  bindings: Value[];
}

/**
 * A song tier, with only the reads it needs: its walked matches, then every match through the
 * index, or the table walked in popularity order. Parameters carry everything else (the query, the
 * walked matches, the window), so a statement's shape depends only on which reads each tier makes:
 * a few dozen shapes in all, each prepared once per connection (generic-plan.ts). Planning a new
 * shape took 4 to 8 ms, more than the search itself. (One shape for every search, each tier with
 * all three reads switched by parameters, cost 0.6 ms more to run every time than it saved.)
 *
 * A tier is skipped once the tiers before it hold `depth` rows, as a lower tier could not reach the
 * ranking then; being materialized, each tier is read once and the skip is a one-time check. A
 * loose tier (completions, typo corrections) is skipped as soon as the tiers before it fill one
 * page: guesses are for when what was typed finds little, and reading them is the dearest part of
 * a search (ORs of many words). The skip depends on the page size, not on the page asked for, so
 * every page of one search agrees on the ranking and on the last page.
 * Sorting on `pop + 0` keeps the database from walking the popularity index for an index read;
 * `ts_match_vq` hides the match from the GIN index to force the walk.
 */
function songTierCte(name: string, before: string[], { table, popularity: pop }: RankTarget, window: RankWindow, tier: Tier, sql: Sql): boolean {
  const gate = `(select count(*) from (${before.map((n) => `select id from ${n}`).join(' union ')}) e) < ?::int`;
  const enough = tier.loose ? window.limit : window.depth;
  const reads: string[] = [];
  const bindings: Value[] = [];
  if (tier.walked.ids.length > 0) {
    reads.push(`select id, pop from unnest(?::int[], ?::int[]) as walked(id, pop) where ${gate}`);
    bindings.push(tier.walked.ids, tier.walked.pops, enough);
  }
  if (tier.readIndex) {
    reads.push(`(select id, ${pop} as pop from ${table} where ${gate} and ${tier.column} @@ ?::tsquery order by ${pop} + 0 desc, id limit ?::int)`);
    bindings.push(enough, tier.tsquery, window.depth);
  }
  if (tier.walkTable) {
    reads.push(`(select id, ${pop} as pop from ${table} where ${gate} and ts_match_vq(${tier.column}, ?::tsquery) order by ${pop} desc, id limit ?::int)`);
    bindings.push(enough, tier.tsquery, pageEnd(window));
  }
  if (reads.length === 0) return false;
  sql.ctes.push(`${name} as materialized (${reads.join(' union all ')})`);
  sql.bindings.push(...bindings);
  return true;
}

/**
 * Songs: tier 0, the name IS the query; then for each vector (name words, then lyrics) each level:
 * exact, prefix, fuzzy. Each tier a CTE; `g{g}tiered` all their rows with their tier.
 */
function songTiers(g: number, { target, window }: RankRequest, plan: SearchPlan, top: readonly TopSong[], sql: Sql): { walkTier: number } {
  const { table, popularity: pop } = target;
  const names = [`g${g}t0`];
  sql.ctes.push(`g${g}t0 as materialized (select id, ${pop} as pop from ${table} where search_name = ? order by ${pop} desc, id limit ?::int)`);
  sql.bindings.push(plan.name, window.depth);
  const tiers: Tier[] = [];
  for (const vector of target.vectors) {
    if (tiers.some((tier) => tier.walk)) break;
    tiers.push(...vectorTiers(vector, plan, window, top));
  }
  let walkTier = -1;
  for (const tier of tiers) {
    const name = `g${g}t${names.length}`;
    if (!songTierCte(name, names, target, window, tier, sql)) continue;
    if (tier.walk) walkTier = names.length;
    names.push(name);
  }
  sql.ctes.push(`g${g}tiered as (${names.map((name, k) => `select ${k} as tier, id, pop from ${name}`).join(' union all ')})`);
  return { walkTier };
}

/**
 * A small table (artists, albums...: thousands of rows, not 100k) in one read: every row matching
 * the name or the loosest level (the levels are nested, each looser one a superset), labelled with
 * the first tier it matches (0 the name, then the levels; an absent level repeats the loosest, so
 * labels no row). One index read instead of a gated read per tier, and a fraction of the planning
 * time. The skips of songTierCte are applied to the labels: a tier counts only if the rows of the
 * tiers before it (`rank() - 1`: the rows with a lower label) had not yet filled a page (a loose
 * tier) or the ranking (the others).
 */
function combinedTiers(g: number, { target, window }: RankRequest, plan: SearchPlan, sql: Sql): void {
  const { table, popularity: pop } = target;
  const column = target.vectors[0]!.column;
  const visible = target.visible ? `${target.visible} and ` : '';
  const levels = Array.from({ length: LEVELS }, (_, i) => (plan.levels[i] ?? plan.levels[plan.levels.length - 1]!).tsquery);
  const label = `case when search_name = ? then 0 ${levels.map((_, i) => `when ${column} @@ ?::tsquery then ${i + 1}`).join(' ')} end`;
  sql.ctes.push(
    `g${g}all as materialized (select id, ${pop} as pop, ${label} as tier from ${table}
      where ${visible}(search_name = ? or ${column} @@ ?::tsquery) order by tier, ${pop} desc, id limit ?::int)`,
    `g${g}tiered as (select tier, id, pop from (select id, tier, pop, rank() over (order by tier) - 1 as before from g${g}all) labelled
      where tier = 0 or before < (?::int[])[tier + 1])`,
  );
  sql.bindings.push(plan.name, ...levels, plan.name, levels[LEVELS - 1]!, window.depth);
  sql.bindings.push([window.depth, ...levels.map((_, i) => (i > 0 ? window.limit : window.depth))]);
}

const isCombined = (target: RankTarget) => target.vectors.every((vector) => !vector.counts);

/** What a statement needs to rank every group: its CTEs, and for each group where its page is and how to count its total. */
export interface RankingSql extends Sql {
  groups: { page: string; total: { sql: string; bindings: Value[] } }[];
}

/**
 * Ids ranked by tier (the name is the query; exact, prefix and fuzzy words in names; the same in
 * lyrics), then popularity, then id: one page of each group's ranking, `depth` deep, as CTEs of one
 * statement (search.read.ts adds the cards of each page to it). `g{g}ranked` numbers the ranking
 * (`n`), each id in the first tier that holds it; `g{g}page` keeps the page asked for; `total`
 * counts the ranking to its depth; a walked tier is common, so once it is read the ranking is full
 * to its depth, whatever this page holds. `top`: the most played songs, for the tiers that walk
 * them. Null when no word of the query is known: nothing can match.
 */
export function rankingSql(plan: SearchPlan, requests: RankRequest[], top: readonly TopSong[]): RankingSql | null {
  if (plan.levels.length === 0) return null;
  const sql: RankingSql = { ctes: [], bindings: [], groups: [] };
  requests.forEach((request, g) => {
    const { window } = request;
    let walkTier = -1;
    if (isCombined(request.target)) combinedTiers(g, request, plan, sql);
    else walkTier = songTiers(g, request, plan, top, sql).walkTier;
    sql.ctes.push(
      `g${g}ranked as materialized (select id, row_number() over (order by tier, pop desc, id) as n
        from (select distinct on (id) id, tier, pop from g${g}tiered order by id, tier) first_tier)`,
      `g${g}page as materialized (select id, n from g${g}ranked where n > ?::int and n <= ?::int)`,
    );
    sql.bindings.push(window.offset, pageEnd(window));
    sql.groups.push({
      page: `g${g}page`,
      total: {
        sql: `(select case when exists (select 1 from g${g}tiered where tier = ?::int) then ?::int
          else least(count(*), ?::int) end from g${g}ranked)`,
        bindings: [walkTier, window.depth, window.depth],
      },
    });
  });
  return sql;
}
