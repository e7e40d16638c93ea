import { features } from './features';
import type { JobsContext } from './jobs/jobs-context';
import { PRUNE_JOBS, PRUNE_JOBS_SCHEDULE, pruneJobs } from './jobs/prune-jobs';
import type { JobHandlers, Schedule } from './jobs/worker';

/**
 * Every kind of job and its handler: the features' (server/features/index.ts) and the queue's own
 * upkeep, in one place so the in-process worker and `npm run worker` run the same work.
 */
export function jobHandlers(context: JobsContext): JobHandlers {
  const handlers: JobHandlers = {};
  for (const [kind, handler] of [...features.flatMap((feature) => Object.entries(feature.jobs?.(context) ?? {})), [PRUNE_JOBS, pruneJobs(context)] as const]) {
    // Two handlers for one kind would leave one never run: a mistake in the list, caught at start.
    if (handlers[kind]) throw new Error(`Two handlers for the job kind "${kind}".`);
    handlers[kind] = handler;
  }
  return handlers;
}

/** Jobs every worker queues on a timer (one live copy at a time, however many workers run). */
export const JOB_SCHEDULES: Schedule[] = [...features.flatMap((feature) => feature.schedules ?? []), PRUNE_JOBS_SCHEDULE];
