import type { JobsContext } from './jobs-context';
import type { JobHandler, Schedule } from './worker';

/** The queue's own upkeep, which every worker runs beside the features' jobs. */
export const PRUNE_JOBS = 'jobs-prune';

/** Finished jobs are kept a week (the Jobs screen shows a day), failed ones a month, then deleted. */
export const pruneJobs =
  ({ db: { knex } }: JobsContext): JobHandler =>
  async () => {
    await knex('jobs').where('state', 'done').andWhere('finished_at', '<', knex.raw(`now() - interval '7 days'`)).delete();
    await knex('jobs').where('state', 'dead').andWhere('finished_at', '<', knex.raw(`now() - interval '30 days'`)).delete();
    return { visible: false }; // nothing a visitor sees
  };

export const PRUNE_JOBS_SCHEDULE: Schedule = { kind: PRUNE_JOBS, everyMs: 6 * 60 * 60_000 };
