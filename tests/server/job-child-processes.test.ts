import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerProcessDatabase, type WorkerProcessDatabase } from '../helpers/worker-process-database';
import { enqueue } from '../../server/jobs/job-queue';
import { startWorker } from '../../server/jobs/worker';
import { openWorkFolder } from '../../server/jobs/work-folders';
import { createLogger } from '../../server/logger';
import { downloadAudio } from '../../server/services/yt-dlp/download-audio';

/**
 * The tools a job starts (yt-dlp, and the ffmpeg yt-dlp starts in turn) end with their job: when the
 * job is stopped, and when its worker was killed, at the next worker's start. The stand-in yt-dlp's
 * "slowslowslo" never finishes and has a child of its own; it writes both pids to FAKE_YTDLP_PIDS.
 */
const FAKE_YTDLP = path.resolve(import.meta.dirname, '../fixtures/bin/fake-yt-dlp.cjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'hees-tools-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Running, as opposed to gone or a zombie nobody reaped (orphans in a container whose init does not). */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
const pidsIn = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : []);

describe('a tool a job started', () => {
  it('ends with its own children when the job is stopped', async () => {
    const pids = path.join(scratch, 'stopped.pids');
    process.env.FAKE_YTDLP_PIDS = pids;
    const stop = new AbortController();
    const run = downloadAudio('slowslowslo', mkdtempSync(path.join(scratch, 'work-')), { ytDlpPath: FAKE_YTDLP, extraArgs: [], watchUrl: 'https://www.youtube.com/watch', timeoutMs: 600_000, signal: stop.signal });
    const failed = expect(run).rejects.toThrow('yt-dlp was stopped');
    await expect.poll(() => pidsIn(pids).length).toBe(2);
    stop.abort();
    await failed;
    const [tool, child] = pidsIn(pids) as [number, number];
    await expect.poll(() => [running(tool), running(child)]).toEqual([false, false]);
    delete process.env.FAKE_YTDLP_PIDS;
  });
});

describe('a worker killed while its tool runs', () => {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-storage-'));
  let database: WorkerProcessDatabase;

  beforeAll(async () => {
    database = await openWorkerProcessDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const lines = (child: ChildProcess) => {
    const seen: string[] = [];
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => seen.push(...chunk.split('\n').filter(Boolean)));
    return seen;
  };

  it('leaves no tool running and no work folder once the next worker starts', async () => {
    const pids = path.join(scratch, 'killed.pids');
    let db = await database.open();
    const id = (await enqueue(db.knex, { kind: 'test.tool' }))!;
    // PGlite has one process at a time on its data directory: the test lets go while the worker runs.
    if (!process.env.DATABASE_URL) await db.close();

    const worker = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../helpers/job-worker-process.ts')], {
      env: { ...process.env, JOB_DB: database.jobDb, LEASE_MS: '60000', STORAGE_DIR: storageDir, FAKE_YTDLP_PIDS: pids },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const seen = lines(worker);
    await expect.poll(() => seen, { timeout: 60_000 }).toContain(`started ${id} 1`);
    await expect.poll(() => pidsIn(pids).length, { timeout: 30_000 }).toBe(2);
    worker.kill('SIGKILL');
    await once(worker, 'exit');

    // What a killed worker leaves: its tool and the tool's child still running, and their folder.
    const [tool, child] = pidsIn(pids) as [number, number];
    expect([running(tool), running(child)]).toEqual([true, true]);
    const jobsFolder = path.join(storageDir, 'tmp', 'jobs');
    expect(readdirSync(jobsFolder)).toEqual([expect.stringMatching(new RegExp(`^song-j${id}-a1-`))]);

    // Its lease runs out (made so here); a worker starting on this machine clears what it left.
    db = await database.open();
    await db.knex('jobs').where('id', id).update({ locked_until: db.knex.raw(`now() - interval '1 second'`) });
    await startWorker({ knex: db.knex, logger: createLogger('silent'), handlers: {}, untilIdle: true, storageDir }).done;
    await db.close();
    expect(readdirSync(jobsFolder)).toEqual([]);
    await expect.poll(() => [running(tool), running(child)]).toEqual([false, false]);
  });

  it('keeps the folder of an attempt that still holds its lease (another worker on this machine)', async () => {
    const db = await database.open();
    const id = (await enqueue(db.knex, { kind: 'test.busy' }))!;
    await db.knex('jobs').where('id', id).update({ state: 'running', attempts: 2, locked_by: 'elsewhere', locked_until: db.knex.raw(`now() + interval '1 minute'`) });
    const live = await openWorkFolder(storageDir, { id, attempts: 2 }, 'song');
    const over = await openWorkFolder(storageDir, { id, attempts: 1 }, 'song');
    await startWorker({ knex: db.knex, logger: createLogger('silent'), handlers: {}, untilIdle: true, storageDir }).done;
    await db.close();
    expect(existsSync(live)).toBe(true);
    expect(existsSync(over)).toBe(false);
  });
});
