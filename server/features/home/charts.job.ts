import type { JobsContext } from '../../jobs/jobs-context';
import type { JobHandler } from '../../jobs/worker';
import { keepChartRankings } from './chart-rankings';
import { lastWeek } from './home.queries';

export const CHARTS_JOB = 'charts-rank';
/**
 * How often the job ranks. Requests keep the ranking within FIGURES_REFRESH_SECONDS while anyone
 * visits (home-charts.ts); the job keeps it ready when nobody does, and has a new week's chart
 * ranked before its first visitor. Every few minutes, not every minute: each run is a row of the
 * jobs table (kept a week) and a line of the Jobs screen.
 */
export const CHARTS_EVERY_MS = 5 * 60_000;

/**
 * Ranks the home charts and keeps the ranking (chart-rankings.ts); skips when another ranker holds
 * the lease. Not announced as a public content change (`visible: false`): charts move a little at a
 * time, and dropping every visitor's cached page every few minutes would cost more than the seconds
 * those pages stay cached (the same choice as the similar songs).
 */
export function chartsJob({ db: { knex } }: JobsContext): JobHandler {
  return async (_payload, { logger }) => {
    const now = Date.now();
    const ranked = await keepChartRankings(knex, { now, weekStart: lastWeek(new Date(now)).since.getTime() });
    if (!ranked) logger.debug('charts: another ranker holds the lease');
    return { visible: false };
  };
}
