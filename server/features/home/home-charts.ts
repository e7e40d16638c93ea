import type { Knex } from 'knex';
import { inOrderOf } from '../../lib/ids';
import { songCardsByIds, type SongCardRow } from '../songs/songs.queries';
import { artistCardsByIds, type ArtistCardRow } from '../artists/artists.queries';
import { lastWeek } from './home.queries';
import { CHART_LENGTH, keepChartRankings, rankCharts, readKeptRanking, rollupChartQueries, type ChartQueries, type ChartRanks } from './chart-rankings';

export { CHART_LENGTH, rollupChartQueries, type ChartQueries } from './chart-rankings';

export interface HomeChartLists {
  trending: SongCardRow[];
  artists: ArtistCardRow[];
  topWeek: SongCardRow[];
}

export interface HomeCharts {
  lists(): Promise<HomeChartLists>;
}

/** With FIGURES_REFRESH_SECONDS=0, a ranking with no new plays since is still ranked again after this: plays leave the 7 days. */
export const UNCHANGED_RERANK_MS = 60_000;

/**
 * The home page's charts: trending songs and artists (the last 7 days, decayed) and the top songs of
 * the last complete week.
 *
 * Ranking reads every song's hourly buckets of the week (plays.queries.ts), a cost that grows with
 * how many songs are played (a third of a second on PostgreSQL at the spec's volume over 100,000
 * songs). So visitors never rank: each request reads the kept ranking (chart-rankings.ts: a few
 * dozen rows by key, one statement) and the cards of its ids (names and the trash read fresh, so a
 * renamed or trashed song shows so at once; only the order may be older). The ranking is made:
 * - by the charts job (charts.job.ts) every few minutes, whether or not anyone visits;
 * - in the background, started by a request that finds it older than `maxAgeMs`
 *   (FIGURES_REFRESH_SECONDS); the request itself answers the kept ranking;
 * - with `maxAgeMs` 0 (tests), before answering, when plays were added since it was made (the
 *   rollups' version moved), so a test sees its plays; with none, in the background once it is older
 *   than UNCHANGED_RERANK_MS;
 * - before answering, when there is none yet or it is of another week: a new week's chart is
 *   ranked before it is shown.
 * One ranker at a time across instances (a lease in chart_state); a request that must not wait for
 * a ranker that holds it ranks in memory for itself instead (the first request, a new week's).
 */
export function homeCharts(knex: Knex, options: { maxAgeMs: number; queries?: ChartQueries; now?: () => number }): HomeCharts {
  const queries = options.queries ?? rollupChartQueries;
  const now = options.now ?? Date.now;
  let background: Promise<unknown> | null = null;

  async function ranks(): Promise<ChartRanks> {
    const at = now();
    const weekStart = lastWeek(new Date(at)).since.getTime();
    const keep = () => keepChartRankings(knex, { now: at, weekStart, queries });
    const kept = await readKeptRanking(knex);
    if (kept.computedAt === null || kept.weekStart !== weekStart) return (await keep()) ?? rankCharts(knex, queries, at, weekStart);
    const age = at - kept.computedAt;
    // Plays came since: FIGURES_REFRESH_SECONDS=0 shows them in this very answer.
    if (options.maxAgeMs <= 0 && kept.rollupVersion !== kept.currentVersion) return (await keep()) ?? kept.ranks;
    // Otherwise only the time moved (plays leave the 7 days): this answer has the kept ranking and a
    // new one is made beside it. On the embedded database, ranking holds its one connection for a
    // while: in line, every visitor would wait behind it once a minute.
    const maxAgeMs = options.maxAgeMs > 0 ? options.maxAgeMs : UNCHANGED_RERANK_MS;
    if (age > maxAgeMs && !background) {
      // A failed ranking keeps the old one; the next request past the age tries again.
      background = keep()
        .catch(() => undefined)
        .finally(() => (background = null));
    }
    return kept.ranks;
  }

  return {
    async lists() {
      const ranked = await ranks();
      // One statement for both song charts: they share most of their songs.
      const [songs, artists] = await Promise.all([
        songCardsByIds(knex, [...new Set([...ranked.trending, ...ranked.topWeek])]),
        artistCardsByIds(knex, ranked.artists),
      ]);
      const inChart = (chart: number[], length: number) => inOrderOf(chart, songs).slice(0, length);
      return {
        trending: inChart(ranked.trending, CHART_LENGTH.trending),
        artists: artists.slice(0, CHART_LENGTH.artists),
        topWeek: inChart(ranked.topWeek, CHART_LENGTH.topWeek),
      };
    },
  };
}
