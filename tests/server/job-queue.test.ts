import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openFreshDatabase } from '../helpers/database';
import { openWorkerProcessDatabase, type WorkerProcessDatabase } from '../helpers/worker-process-database';
import { backoffSeconds, claimJob, completeJob, enqueue, failJob, retryDeadJob, type Job } from '../../server/jobs/job-queue';
import { PermanentJobError, startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';

const logger = createLogger('silent');
const jobRow = (db: Database, id: number) => db.knex('jobs').where('id', id).first<Job>();

describe('job queue', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openFreshDatabase();
  });
  afterAll(() => db.close());
  beforeEach(() => db.knex('jobs').delete());

  it('a claimed job is its worker\'s alone until done', async () => {
    const id = (await enqueue(db.knex, { kind: 'a', payload: { song: 7 } }))!;
    const first = await claimJob(db.knex, 'w1', ['a'], 60_000);
    expect(first).toMatchObject({ id, kind: 'a', payload: { song: 7 }, state: 'running', attempts: 1, locked_by: 'w1' });
    expect(await claimJob(db.knex, 'w2', ['a'], 60_000)).toBeNull();
    expect(await completeJob(db.knex, id, 'w2')).toBe(false); // not w2's to finish
    expect(await completeJob(db.knex, id, 'w1')).toBe(true);
    expect(await jobRow(db, id)).toMatchObject({ state: 'done', locked_until: null });
    expect((await jobRow(db, id))!.finished_at).toBeInstanceOf(Date);
  });

  it('claims only the kinds a worker handles, due jobs first, and not before run_at', async () => {
    await enqueue(db.knex, { kind: 'later', runAt: new Date(Date.now() + 60_000) });
    const other = (await enqueue(db.knex, { kind: 'other' }))!;
    expect(await claimJob(db.knex, 'w', ['later'], 60_000)).toBeNull();
    expect((await claimJob(db.knex, 'w', ['later', 'other'], 60_000))?.id).toBe(other);
  });

  it('many claims at once never hand the same job out twice', async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueue(db.knex, { kind: 'race' }));
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => claimJob(db.knex, `w${i}`, ['race'], 60_000)));
    const taken = claims.filter((job): job is Job => job !== null).map((job) => job.id);
    expect(taken.sort((a, b) => a - b)).toEqual(ids);
  });

  it('one live job per unique key; a finished one does not block the next', async () => {
    const first = await enqueue(db.knex, { kind: 'song-audio', uniqueKey: 'song-audio:3' });
    expect(first).not.toBeNull();
    expect(await enqueue(db.knex, { kind: 'song-audio', uniqueKey: 'song-audio:3' })).toBeNull();
    await claimJob(db.knex, 'w', ['song-audio'], 60_000);
    expect(await enqueue(db.knex, { kind: 'song-audio', uniqueKey: 'song-audio:3' })).toBeNull(); // running counts as live
    await completeJob(db.knex, first!, 'w');
    expect(await enqueue(db.knex, { kind: 'song-audio', uniqueKey: 'song-audio:3' })).not.toBeNull();
  });

  it('a failure waits out its backoff, and the last allowed failure is dead with the error', async () => {
    const id = (await enqueue(db.knex, { kind: 'flaky', maxAttempts: 2 }))!;
    const first = (await claimJob(db.knex, 'w', ['flaky'], 60_000))!;
    expect(await failJob(db.knex, first, 'w', new Error('site down'))).toBe('waiting');
    const waiting = (await jobRow(db, id))!;
    expect(waiting).toMatchObject({ state: 'waiting', last_error: 'site down', locked_by: null });
    const delay = (new Date(waiting.run_at).getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(backoffSeconds(1) - 5);
    expect(await claimJob(db.knex, 'w', ['flaky'], 60_000)).toBeNull(); // not yet
    await db.knex('jobs').where('id', id).update({ run_at: db.knex.raw(`now() - interval '1 second'`) });
    const second = (await claimJob(db.knex, 'w', ['flaky'], 60_000))!;
    expect(second.attempts).toBe(2);
    expect(await failJob(db.knex, second, 'w', new Error('still down'))).toBe('dead');
    expect(await jobRow(db, id)).toMatchObject({ state: 'dead', last_error: 'still down', attempts: 2 });
    // Staff retry: fresh attempts, due now.
    expect(await retryDeadJob(db.knex, id)).toBe(true);
    expect(await claimJob(db.knex, 'w', ['flaky'], 60_000)).toMatchObject({ id, attempts: 1 });
  });

  it('backoff doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3_600);
  });

  it('a job whose lease ran out is taken again; on its last attempt it is dead instead', async () => {
    const id = (await enqueue(db.knex, { kind: 'lease', maxAttempts: 2 }))!;
    await claimJob(db.knex, 'gone', ['lease'], 60_000);
    const expire = () => db.knex('jobs').where('id', id).update({ locked_until: db.knex.raw(`now() - interval '1 second'`) });
    await expire();
    const again = await claimJob(db.knex, 'w2', ['lease'], 60_000);
    expect(again).toMatchObject({ id, attempts: 2, locked_by: 'w2' });
    await expire();
    expect(await claimJob(db.knex, 'w3', ['lease'], 60_000)).toBeNull();
    expect(await jobRow(db, id)).toMatchObject({ state: 'dead' });
    expect((await jobRow(db, id))!.last_error).toMatch(/lease ran out/);
  });

  it('the worker runs handlers, retries a thrown error later and buries a permanent one at once', async () => {
    const seen: string[] = [];
    const ok = (await enqueue(db.knex, { kind: 'ok', payload: { n: 1 } }))!;
    const flaky = (await enqueue(db.knex, { kind: 'flaky' }))!;
    const hopeless = (await enqueue(db.knex, { kind: 'hopeless' }))!;
    const worker = startWorker({
      knex: db.knex,
      logger,
      untilIdle: true,
      handlers: {
        ok: async (payload) => void seen.push(`ok ${String(payload.n)}`),
        flaky: async () => {
          throw new Error('network');
        },
        hopeless: async () => {
          throw new PermanentJobError('That video does not exist.');
        },
      },
    });
    await worker.done;
    expect(seen).toEqual(['ok 1']);
    expect(await jobRow(db, ok)).toMatchObject({ state: 'done' });
    expect(await jobRow(db, flaky)).toMatchObject({ state: 'waiting', attempts: 1, last_error: 'network' });
    expect(await jobRow(db, hopeless)).toMatchObject({ state: 'dead', attempts: 1, last_error: 'That video does not exist.' });
  });

  it('a job queued in a write\'s transaction starts when the write commits, not a poll later', async () => {
    const ran: number[] = [];
    // A poll far longer than the test waits: only the wake-up can start the job in time.
    const worker = startWorker({ knex: db.knex, logger, pollMs: 120_000, handlers: { woken: async (payload) => void ran.push(Number(payload.n)) } });
    try {
      await enqueue(db.knex, { kind: 'woken', payload: { n: 1 } });
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1]);
      await db.knex.transaction(async (trx) => {
        await enqueue(trx, { kind: 'woken', payload: { n: 2 } });
        await trx('jobs').count('* as n'); // the write goes on after queueing: the job is not there for others yet
      });
      await expect.poll(() => ran, { timeout: 10_000 }).toEqual([1, 2]);
    } finally {
      await worker.stop();
    }
  });

  it('stops at once when stopped in the middle of a claim, not a poll later', async () => {
    const worker = startWorker({ knex: db.knex, logger, pollMs: 120_000, handlers: { idle: async () => undefined } });
    // The loop's first claim is on its way to the database by the time this callback runs.
    await new Promise((resolve) => setImmediate(resolve));
    const stopped = await Promise.race([worker.stop().then(() => 'stopped'), new Promise((resolve) => setTimeout(resolve, 5_000, 'still waiting'))]);
    expect(stopped).toBe('stopped');
  });
});

/**
 * The worker as a real process, killed with SIGKILL in the middle of a job: after the lease runs
 * out, another worker process takes the job again, exactly once.
 */
describe('a killed worker process', () => {
  let database: WorkerProcessDatabase;

  beforeAll(async () => {
    database = await openWorkerProcessDatabase();
    const db = await database.open();
    await db.knex.schema.createTable('job_test_runs', (t) => {
      t.integer('job_id');
      t.integer('attempt');
      t.integer('pid');
    });
    await db.close();
  });
  afterAll(async () => database?.close());

  const worker = (env: Record<string, string>): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../helpers/job-worker-process.ts')], {
      env: { ...process.env, JOB_DB: database.jobDb, LEASE_MS: '1500', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  const lines = (child: ChildProcess) => {
    const seen: string[] = [];
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => seen.push(...chunk.split('\n').filter(Boolean)));
    return seen;
  };
  const waitFor = async (seen: string[], pattern: RegExp, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!seen.some((line) => pattern.test(line))) {
      if (Date.now() > until) throw new Error(`no line like ${pattern} in ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('its job runs again after the lease, exactly once more, and ends done', async () => {
    let db = await database.open();
    const id = (await enqueue(db.knex, { kind: 'test.record', payload: { hangFirst: true } }))!;
    // PGlite has one process at a time on its data directory: the test lets go while workers run.
    if (!process.env.DATABASE_URL) await db.close();

    const first = worker({});
    const firstLines = lines(first);
    await waitFor(firstLines, new RegExp(`^started ${id} 1$`));
    first.kill('SIGKILL');
    await once(first, 'exit');

    // The dead worker's lease (1.5 s) has not run out at once: a second worker would find nothing
    // until it has. Its end is read off the database (PGlite: opened only while no worker has it).
    if (!process.env.DATABASE_URL) db = await database.open();
    const leaseRanOut = async () =>
      ((await db.knex('jobs').where('id', id).first(db.knex.raw('locked_until < now() as out'))) as { out: boolean }).out;
    await expect.poll(leaseRanOut).toBe(true);
    if (!process.env.DATABASE_URL) await db.close();

    // A second worker that stops once it finds no work: it takes the job again, runs it, then looks for
    // work once more and reports `idle`. A wrong third run would be that look taking the job again.
    const second = worker({ UNTIL_IDLE: '1' });
    const secondLines = lines(second);
    await once(second, 'close'); // its output all read
    expect(secondLines).toEqual([`started ${id} 2`, 'idle']);

    if (!process.env.DATABASE_URL) db = await database.open();
    const runs = await db.knex('job_test_runs').where('job_id', id).orderBy('attempt');
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    expect(runs[0].pid).not.toBe(runs[1].pid);
    expect(await db.knex('jobs').where('id', id).first()).toMatchObject({ state: 'done', attempts: 2 });
    await db.close();
  });
});
