/**
 * A real worker process for the queue tests: the worker code of server/jobs/worker.ts over the
 * test's database, with one handler that records each run. The tests kill it (SIGKILL) mid-job to
 * see a dead worker's job taken again after its lease.
 *
 * Environment: JOB_DB = 'pglite:<data dir>' or 'postgres:<url>|<schema>'; LEASE_MS; UNTIL_IDLE=1;
 * STORAGE_DIR for the work folders of 'test.tool' jobs.
 * Prints `started <job> <attempt>` when a run begins and `idle` when it stopped for lack of work.
 */
import { openDatabase } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { startWorker } from '../../server/jobs/worker';
import { openWorkFolder } from '../../server/jobs/work-folders';
import { downloadAudio } from '../../server/services/yt-dlp/download-audio';

const FAKE_YTDLP = new URL('../fixtures/bin/fake-yt-dlp.cjs', import.meta.url).pathname;

const [driver, target] = process.env.JOB_DB!.split(/:(.*)/s) as [string, string];
const [url, schema] = target.split('|') as [string, string | undefined];
const db = driver === 'pglite' ? await openDatabase({ pgliteDataDir: target }) : await openDatabase({ url, schema, poolMax: 2 });

const worker = startWorker({
  knex: db.knex,
  logger: createLogger('silent'),
  leaseMs: Number(process.env.LEASE_MS ?? 1_000),
  pollMs: 100,
  untilIdle: process.env.UNTIL_IDLE === '1',
  handlers: {
    // Records the run (committed before anything else), then either hangs on its first attempt, when
    // asked to, or finishes.
    'test.record': async (payload, { job, signal }) => {
      await db.knex('job_test_runs').insert({ job_id: job.id, attempt: job.attempts, pid: process.pid });
      console.log(`started ${job.id} ${job.attempts}`);
      if (payload.hangFirst && job.attempts === 1) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      }
    },
    // Starts yt-dlp in a work folder of the attempt, as the song-audio job does, for a video that
    // never finishes downloading (the test kills this process meanwhile).
    'test.tool': async (_payload, { job, signal }) => {
      const work = await openWorkFolder(process.env.STORAGE_DIR!, job, 'song');
      console.log(`started ${job.id} ${job.attempts}`);
      await downloadAudio('slowslowslo', work, { ytDlpPath: FAKE_YTDLP, extraArgs: [], watchUrl: 'https://www.youtube.com/watch', timeoutMs: 600_000, signal });
    },
  },
});
await worker.done;
console.log('idle');
await db.close();
