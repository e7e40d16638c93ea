import type { Knex } from 'knex';

export type JobState = 'waiting' | 'running' | 'done' | 'dead';

export interface Job<Payload = Record<string, unknown>> {
  id: number;
  kind: string;
  payload: Payload;
  state: JobState;
  unique_key: string | null;
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_until: Date | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** One live (waiting or running) job per key: enqueueing the same work twice adds nothing. */
  uniqueKey?: string;
  /** Not before this moment (a scheduled refresh). */
  runAt?: Date;
  maxAttempts?: number;
}

/** Errors are kept for staff to read, not whole stack dumps. */
const MAX_ERROR = 2_000;

/**
 * The wait before attempt n+1 after attempt n failed: 30 s, 1 min, 2 min, … at most an hour. A
 * download that failed because the site was briefly down gets another chance soon; one failing for
 * good stops bothering anyone after max_attempts.
 */
export const backoffSeconds = (attempts: number) => Math.min(3_600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Adds a job; inside a write's transaction when given one, so the job exists exactly when the write
 * does. Returns the job's id, or null when a live job with the same key is already there.
 */
export async function enqueue(db: Knex | Knex.Transaction, job: NewJob): Promise<number | null> {
  const rows = await db('jobs')
    .insert({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      unique_key: job.uniqueKey ?? null,
      run_at: job.runAt ?? db.fn.now(),
      max_attempts: job.maxAttempts ?? 5,
    })
    .onConflict(db.raw(`(unique_key) where state in ('waiting', 'running')`))
    .ignore()
    .returning<{ id: number | string }[]>('id');
  const id = rows[0]?.id;
  if (id !== undefined) afterCommit(db, jobAdded);
  return id === undefined ? null : Number(id);
}

/**
 * Takes the next job for this worker, or null: a waiting job whose time has come, or a running one
 * whose lease ran out (its worker died). One statement, committed at once: no transaction stays
 * open while the job runs. SKIP LOCKED lets several workers claim side by side without waiting on
 * or taking each other's rows.
 */
export async function claimJob(knex: Knex, workerId: string, kinds: readonly string[], leaseMs: number): Promise<Job | null> {
  if (kinds.length === 0) return null;
  await buryAbandoned(knex, kinds);
  const { rows } = await knex.raw<{ rows: Job[] }>(
    `update jobs set state = 'running', attempts = attempts + 1, locked_by = ?,
       locked_until = now() + make_interval(secs => ?::double precision / 1000), updated_at = now()
     where id = (
       select id from jobs
       where kind = any(?::text[])
         and ((state = 'waiting' and run_at <= now()) or (state = 'running' and locked_until < now()))
       order by run_at, id
       for update skip locked
       limit 1)
     returning *`,
    [workerId, leaseMs, [...kinds]],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

/**
 * A job whose worker died on its last allowed attempt is not run again: a job that kills its worker
 * every time would otherwise take every worker down in turn, for ever.
 */
async function buryAbandoned(knex: Knex, kinds: readonly string[]): Promise<void> {
  await knex.raw(
    `update jobs set state = 'dead', locked_until = null, locked_by = null, finished_at = now(), updated_at = now(),
       last_error = coalesce(last_error || E'\\n', '') || 'The worker stopped while running this job (its lease ran out) on the last allowed attempt.'
     where kind = any(?::text[]) and state = 'running' and locked_until < now() and attempts >= max_attempts`,
    [[...kinds]],
  );
}

/** Keeps a long job's lease (ffmpeg on a long lecture): false when the job is no longer this worker's. */
export async function extendLease(knex: Knex, jobId: number, workerId: string, leaseMs: number): Promise<boolean> {
  const updated = await knex('jobs')
    .where({ id: jobId, locked_by: workerId, state: 'running' })
    .update({ locked_until: knex.raw(`now() + make_interval(secs => ?::double precision / 1000)`, [leaseMs]), updated_at: knex.fn.now() });
  return updated === 1;
}

/** The job succeeded. Only its current holder may say so (a worker whose lease was taken over may not). */
export async function completeJob(knex: Knex, jobId: number, workerId: string): Promise<boolean> {
  const updated = await knex('jobs')
    .where({ id: jobId, locked_by: workerId, state: 'running' })
    .update({ state: 'done', locked_until: null, finished_at: knex.fn.now(), updated_at: knex.fn.now(), last_error: null });
  return updated === 1;
}

/** The job failed: tried again after the backoff, or dead with the error once its attempts are spent. */
export async function failJob(knex: Knex, job: Job, workerId: string, error: unknown, options: { permanent?: boolean } = {}): Promise<JobState | null> {
  const message = describeError(error).slice(0, MAX_ERROR);
  const dead = options.permanent || job.attempts >= job.max_attempts;
  const updated = await knex('jobs')
    .where({ id: job.id, locked_by: workerId, state: 'running' })
    .update({
      state: dead ? 'dead' : 'waiting',
      last_error: message,
      locked_until: null,
      locked_by: null,
      run_at: dead ? knex.fn.now() : knex.raw(`now() + make_interval(secs => ?)`, [backoffSeconds(job.attempts)]),
      finished_at: dead ? knex.fn.now() : null,
      updated_at: knex.fn.now(),
    });
  if (updated !== 1) return null;
  return dead ? 'dead' : 'waiting';
}

/** Staff's retry of a dead job: a fresh set of attempts, now. */
export async function retryDeadJob(knex: Knex, jobId: number): Promise<boolean> {
  const updated = await knex('jobs')
    .where({ id: jobId, state: 'dead' })
    .update({ state: 'waiting', attempts: 0, run_at: knex.fn.now(), finished_at: null, updated_at: knex.fn.now() });
  if (updated === 1) jobAdded();
  return updated === 1;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'The job failed.';
}

/** pg gives bigint ids as numbers (server/db/database.ts) and jsonb as objects; PGlite alike. */
function normalise(row: Job): Job {
  return { ...row, id: Number(row.id), payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload };
}

/**
 * Runs `then` once the caller's transaction has committed, at once outside one. A worker woken
 * before the commit looks, finds nothing yet (on PostgreSQL), and sleeps a whole poll: a lecture
 * saved in backstage then waited 2 s before anything ran (issue 31). A rolled-back write wakes no one.
 */
function afterCommit(db: Knex | Knex.Transaction, then: () => void) {
  if (!db.isTransaction) return then();
  (db as Knex.Transaction).executionPromise.then(then, () => undefined);
}

/**
 * Wakes this process's idle workers when a job is added here, so a song saved in backstage starts
 * processing at once instead of at the next poll. Workers elsewhere still find it by polling.
 */
const waiting = new Set<() => void>();
function jobAdded() {
  for (const wake of waiting) wake();
}
export function onJobAdded(wake: () => void): () => void {
  waiting.add(wake);
  return () => waiting.delete(wake);
}

/** Where a job stands for staff waiting on it: running now, or waiting with so many jobs before it. */
export type QueuePlace = { running: true } | { running: false; ahead: number } | { running: false; retryAt: string };

/**
 * The live jobs of these unique keys and their places: a waiting job that is due counts the jobs
 * running now and the due ones a worker claims before it (claimJob's order: run_at, id); one waiting
 * out a retry's backoff says when it is tried again instead. Keys with no live job are absent.
 */
export async function queuePlaces(knex: Knex, uniqueKeys: readonly string[]): Promise<Map<string, QueuePlace>> {
  if (uniqueKeys.length === 0) return new Map();
  const { rows } = await knex.raw<{ rows: { unique_key: string; state: JobState; due: boolean; run_at: Date; ahead: number | string }[] }>(
    `select j.unique_key, j.state, j.run_at <= now() as due, j.run_at,
       (select count(*) from jobs o
         where o.id <> j.id
           and (o.state = 'running' or (o.state = 'waiting' and o.run_at <= now() and (o.run_at, o.id) < (j.run_at, j.id)))) as ahead
     from jobs j
     where j.unique_key = any(?::text[]) and j.state in ('waiting', 'running')`,
    [[...uniqueKeys]],
  );
  return new Map(
    rows.map((row) => [
      row.unique_key,
      row.state === 'running' ? { running: true } : row.due ? { running: false, ahead: Number(row.ahead) } : { running: false, retryAt: new Date(row.run_at).toISOString() },
    ]),
  );
}
