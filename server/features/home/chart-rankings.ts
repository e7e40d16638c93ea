import type { Knex } from 'knex';
import { topSongs, trendingArtists, trendingSongs } from '../plays/plays.queries';
import { daysAgo } from './home.queries';
import { queryGeneric } from '../../db/generic-plan';

/** The chart queries the ranking runs; the benchmark passes its raw-event baseline (tests/bench/charts.ts). */
export interface ChartQueries {
  trendingSongs: typeof trendingSongs;
  trendingArtists: typeof trendingArtists;
  topSongs: typeof topSongs;
}
export const rollupChartQueries: ChartQueries = { trendingSongs, trendingArtists, topSongs };

export const CHART_LENGTH = { trending: 12, artists: 12, topWeek: 10 } as const;
/** Ranked a few places deeper than shown, so a song or artist trashed since the ranking leaves no gap. */
const SPARE = 4;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** A ranker that died holding the lease holds it no longer than this; a ranking takes well under a second. */
const LEASE = `interval '2 minutes'`;

export type ChartName = 'trending' | 'artists' | 'topWeek';
export type ChartRanks = Record<ChartName, number[]>;

/** The kept ranking and what it was made from (migration 20261203000002_chart_rankings). */
export interface KeptRanking {
  ranks: ChartRanks;
  /** The ranker's clock (ms) when it ranked; null before the first ranking. */
  computedAt: number | null;
  weekStart: number | null;
  /** The rollups' version it was ranked from, and theirs now: they differ once plays were added since. */
  rollupVersion: number | null;
  currentVersion: number;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const timeOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Ranks the three home charts from the rollups (plays.queries.ts): trending songs and artists of the
 * last 7 days before `now`, and the top songs of the week starting `weekStart`.
 */
export async function rankCharts(knex: Knex, queries: ChartQueries, now: number, weekStart: number): Promise<ChartRanks> {
  const [trending, artists, topWeek] = await Promise.all([
    queries.trendingSongs(knex, daysAgo(7, now), CHART_LENGTH.trending + SPARE, new Date(now)),
    queries.trendingArtists(knex, daysAgo(7, now), CHART_LENGTH.artists + SPARE, new Date(now)),
    queries.topSongs(knex, new Date(weekStart), CHART_LENGTH.topWeek + SPARE, new Date(weekStart + WEEK_MS)),
  ]);
  return { trending: ids(trending), artists: ids(artists), topWeek: ids(topWeek) };
}

/** The kept ranking in one statement: the state row and at most (length + spare) rows per chart, by key. */
export async function readKeptRanking(knex: Knex): Promise<KeptRanking> {
  // With its plan kept: read on every uncached home page, in the round trip of the page's other reads.
  const rows = await queryGeneric<{ computed_at: Date | null; week_start: Date | null; rollup_version: string | null; current_version: string; chart: ChartName | null; item_id: number | null }>(
    knex,
    `select chart_state.computed_at, chart_state.week_start, chart_state.rollup_version,
      (select last_value from play_rollups_version) as current_version, chart_rankings.chart, chart_rankings.item_id
    from chart_state left join chart_rankings on true
    where chart_state.id = 1
    order by chart_rankings.chart, chart_rankings.position`,
    [],
  );
  const ranks: ChartRanks = { trending: [], artists: [], topWeek: [] };
  for (const row of rows) if (row.chart && row.item_id !== null) ranks[row.chart]?.push(row.item_id);
  const state = rows[0];
  return {
    ranks,
    computedAt: timeOf(state?.computed_at ?? null),
    weekStart: timeOf(state?.week_start ?? null),
    rollupVersion: state?.rollup_version == null ? null : Number(state.rollup_version),
    currentVersion: Number(state?.current_version ?? 0),
  };
}

/**
 * Ranks the charts and keeps the ranking, unless another ranker (this instance or another) holds the
 * lease: then it returns null at once, so rankers never queue up behind each other. The rankings'
 * reads run outside any transaction (on the embedded database a transaction holds its one
 * connection); only the replacement of the rows, a few dozen, is one transaction, so readers see the
 * old ranking or the new one whole. The rollups' version is read before ranking: plays added
 * during the ranking make it stale at once rather than go unnoticed.
 */
export async function keepChartRankings(
  knex: Knex,
  options: { now: number; weekStart: number; queries?: ChartQueries },
): Promise<ChartRanks | null> {
  const claimed = await knex('chart_state')
    .where('id', 1)
    .andWhere((free) => free.whereNull('lease_until').orWhere('lease_until', '<', knex.fn.now()))
    .update({ lease_until: knex.raw(`now() + ${LEASE}`) }, ['id']);
  if (!claimed.length) return null;
  try {
    const version = await knex.raw<{ rows: { last_value: string }[] }>('select last_value from play_rollups_version');
    const ranks = await rankCharts(knex, options.queries ?? rollupChartQueries, options.now, options.weekStart);
    await knex.transaction(async (trx) => {
      await trx('chart_rankings').delete();
      const rows = (Object.keys(ranks) as ChartName[]).flatMap((chart) => ranks[chart].map((id, position) => ({ chart, position, item_id: id })));
      if (rows.length) await trx('chart_rankings').insert(rows);
      await trx('chart_state')
        .where('id', 1)
        .update({ computed_at: new Date(options.now), week_start: new Date(options.weekStart), rollup_version: version.rows[0]!.last_value, lease_until: null });
    });
    return ranks;
  } catch (error) {
    await knex('chart_state').where('id', 1).update({ lease_until: null });
    throw error;
  }
}
