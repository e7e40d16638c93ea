import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { announcePublicChange } from '../lib/public-content-generation';
import { removeStaleWorkFolders } from './work-folders';
import { claimJob, completeJob, enqueue, extendLease, failJob, onJobAdded, type Job } from './job-queue';

/** What a handler gets besides its payload. */
export interface JobContext {
  job: Job;
  /** Aborted when the worker stops or loses the job's lease: long steps (ffmpeg) should end then. */
  signal: AbortSignal;
  logger: Logger;
}

/**
 * What a handler may say of its result. By default a finished job is taken to have changed what
 * visitors see, and every instance's cache of visitors' answers is dropped; upkeep whose results
 * drift slowly (similar songs, pruning the queue) says `visible: false` and leaves them.
 */
export interface JobOutcome {
  visible: boolean;
}

/**
 * One kind of work. Handlers must be idempotent: a job whose worker died is run again from the
 * start, so each step writes its result atomically and a second run finds or redoes it safely.
 */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void | JobOutcome>;
export type JobHandlers = Record<string, JobHandler>;

/** A failure no retry can fix (a video that does not exist): the job goes dead at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A job queued every `everyMs` (and at start); its kind is its unique key, so workers never double it. */
export interface Schedule {
  kind: string;
  everyMs: number;
}

export interface WorkerOptions {
  knex: Knex;
  handlers: JobHandlers;
  logger: Logger;
  /**
   * Jobs run side by side by this worker (1 here; the app's WORKER_CONCURRENCY is 2): ffmpeg runs take
   * turns anyway (services/ffmpeg/cpu-lane.ts), so a second job overlaps only a download's wait.
   */
  concurrency?: number;
  /** How often an idle worker looks for work another process added. */
  pollMs?: number;
  /** How long a claimed job is this worker's without a sign of life; renewed every third of it. */
  leaseMs?: number;
  /** Stops by itself once no job is due (tests). */
  untilIdle?: boolean;
  schedules?: Schedule[];
  /**
   * $STORAGE_DIR, when the jobs keep work folders there (work-folders.ts): on start the worker
   * clears the folders, and ends the tools, of attempts that are over (a killed worker's).
   */
  storageDir?: string;
}

export interface RunningWorker {
  id: string;
  /** Stops taking jobs, aborts the running ones (they are taken again after their lease) and waits. */
  stop(): Promise<void>;
  /** Resolves when the worker has stopped (after stop(), or when idle with untilIdle). */
  done: Promise<void>;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_POLL_MS = 2_000;

/** Runs jobs until stopped. A database outage is logged and waited out, never fatal. */
export function startWorker(options: WorkerOptions): RunningWorker {
  const { knex, handlers, logger } = options;
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const kinds = Object.keys(handlers);
  const stopping = new AbortController();
  let wake: (() => void) | undefined;
  // A job added while no loop sleeps (one is claiming) is remembered: the next sleep ends at once
  // rather than a poll later.
  let added = false;
  const stopListening = onJobAdded(() => {
    if (wake) wake();
    else added = true;
  });

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      // Stopped while claiming: an aborted signal fires no more 'abort', so waiting on it would hold
      // stop() for a whole poll.
      if (added || stopping.signal.aborted) {
        added = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        stopping.signal.removeEventListener('abort', done);
        resolve();
      }
      wake = done;
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  async function run(job: Job) {
    const lease = new AbortController();
    const abort = () => lease.abort();
    stopping.signal.addEventListener('abort', abort, { once: true });
    const renew = setInterval(() => {
      extendLease(knex, job.id, id, leaseMs)
        .then((mine) => {
          if (!mine) lease.abort(new Error('The job was taken over by another worker.'));
        })
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, 'could not renew a job lease'));
    }, Math.max(100, Math.floor(leaseMs / 3)));
    const log = logger.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    try {
      const outcome = await handlers[job.kind]!(job.payload, { job, signal: lease.signal, logger: log });
      if (lease.signal.aborted) return; // stopped or taken over: its new holder finishes it
      await completeJob(knex, job.id, id);
      // A job's result is mostly something visitors see (audio ready, episodes, stories, charts).
      if (outcome?.visible !== false) await announcePublicChange(knex).catch((error: unknown) => log.warn({ err: error }, 'could not announce the job\'s change'));
      log.info('job done');
    } catch (error) {
      if (stopping.signal.aborted) return; // the lease runs out and another run starts cleanly
      const state = await failJob(knex, job, id, error, { permanent: error instanceof PermanentJobError });
      log.warn({ err: error, state }, 'job failed');
    } finally {
      clearInterval(renew);
      stopping.signal.removeEventListener('abort', abort);
    }
  }

  async function loop() {
    while (!stopping.signal.aborted) {
      let job: Job | null = null;
      added = false; // what this claim can see; a job added from here on wakes the next sleep
      try {
        job = await claimJob(knex, id, kinds, leaseMs);
      } catch (error) {
        logger.warn({ err: error }, 'could not reach the job queue; trying again');
      }
      if (job) {
        await run(job);
        continue;
      }
      if (options.untilIdle) return;
      await sleep(pollMs);
    }
  }

  const firstRound: Promise<unknown>[] = [];
  const timers = (options.schedules ?? []).map((schedule) => {
    const queue = () =>
      enqueue(knex, { kind: schedule.kind, uniqueKey: schedule.kind, maxAttempts: 1 }).catch((error: unknown) =>
        logger.warn({ err: error, kind: schedule.kind }, 'could not queue a scheduled job'),
      );
    firstRound.push(queue());
    return setInterval(queue, schedule.everyMs).unref();
  });
  // Before the first claim: a folder of this machine's dead worker goes before its job runs again.
  const cleared = options.storageDir
    ? removeStaleWorkFolders(knex, options.storageDir, logger).catch((error: unknown) => logger.warn({ err: error }, 'could not clear old work folders'))
    : Promise.resolve();
  // The schedules' first jobs are queued before the first claim too: a worker run until idle would
  // otherwise find the queue empty and stop before they land (on a PostgreSQL server the insert and
  // the claim go over different connections, and the claim could win).
  const done = Promise.all([cleared, ...firstRound]).then(() => Promise.all(Array.from({ length: concurrency }, loop))).then(() => {
    stopListening();
    for (const timer of timers) clearInterval(timer);
  });
  logger.info({ worker: id, kinds }, 'job worker started');
  return {
    id,
    done,
    async stop() {
      stopping.abort();
      await done;
    },
  };
}
