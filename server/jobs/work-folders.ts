import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { Job } from './job-queue';

/**
 * A job's work files (a download, ffmpeg's output) live in a folder of their own under
 * $STORAGE_DIR/tmp/jobs, named after the job and its attempt ("song-j12-a2-XXXXXX"). A worker that is
 * killed cannot remove its folder nor end its tools; the name lets the next worker to start tell a
 * folder whose attempt still runs from one whose attempt is over, and clear the latter.
 */

/** Beside storage (same disk, so nothing large lands in a small /tmp). */
export async function workRoot(storageDir: string): Promise<string> {
  const root = path.resolve(storageDir, 'tmp', 'jobs');
  await mkdir(root, { recursive: true });
  return root;
}

/** A new, empty folder for this attempt of the job; the job removes it when it ends, either way. */
export async function openWorkFolder(storageDir: string, job: Pick<Job, 'id' | 'attempts'>, label: string): Promise<string> {
  return mkdtemp(path.join(await workRoot(storageDir), `${label}-j${job.id}-a${job.attempts}-`));
}

const ATTEMPT = /-j(\d+)-a(\d+)-[^-]+$/;
/** Folders named before attempts were (older versions): left for a day, in case an old worker still uses one. */
const UNNAMED_GRACE_MS = 24 * 60 * 60_000;

/**
 * Run once when a worker starts: every work folder whose attempt is not running any more (its job
 * finished, failed, or its lease ran out because its worker died) is removed, and the tools still
 * working in it (yt-dlp, ffmpeg orphaned by a killed worker) are ended first. A folder whose attempt
 * holds a live lease belongs to another worker on this machine and is left alone. Returns the folders
 * removed.
 */
export async function removeStaleWorkFolders(knex: Knex, storageDir: string, logger: Logger): Promise<string[]> {
  const root = await workRoot(storageDir);
  // Listed before the jobs are read: a folder made after its claim is then always seen as live.
  const names = await readdir(root);
  if (names.length === 0) return [];
  const live = new Set(
    (
      await knex('jobs')
        .where('state', 'running')
        .andWhere('locked_until', '>', knex.fn.now())
        .select<{ id: number | string; attempts: number }[]>('id', 'attempts')
    ).map((job) => `${Number(job.id)}:${job.attempts}`),
  );
  const removed: string[] = [];
  for (const name of names) {
    const folder = path.join(root, name);
    const attempt = ATTEMPT.exec(name);
    if (attempt ? live.has(`${attempt[1]}:${attempt[2]}`) : await touchedWithin(folder, UNNAMED_GRACE_MS)) continue;
    await endToolsWorkingIn(folder, logger);
    await rm(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  if (removed.length > 0) logger.info({ folders: removed.length }, 'removed the work folders of attempts that are over');
  return removed;
}

const touchedWithin = async (folder: string, ms: number) => {
  const info = await stat(folder).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs < ms;
};

/**
 * Ends the process groups of the processes working in a folder (their working directory is in it,
 * or their command line names it, as yt-dlp's and ffmpeg's output paths do). Read from /proc, so on
 * Linux only; elsewhere the folder is removed and an orphan, if any, ends at its own time limit.
 */
async function endToolsWorkingIn(folder: string, logger: Logger): Promise<void> {
  const pids = await readdir('/proc').catch(() => [] as string[]);
  const own = await processGroup('self');
  for (const pid of pids.filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!(cwd === folder || cwd.startsWith(`${folder}/`) || commandLine.includes(folder))) continue;
    const group = await processGroup(pid);
    try {
      // Never our own group (a tool started before tools had groups of their own): then the process alone.
      process.kill(group && group !== own ? -group : Number(pid), 'SIGKILL');
      logger.warn({ pid: Number(pid), folder }, 'ended a tool left running by a stopped worker');
    } catch {
      // gone meanwhile
    }
  }
}

/** The process group id: the 5th field of /proc/<pid>/stat, after the command name in parentheses. */
async function processGroup(pid: string): Promise<number | null> {
  const line = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const group = Number(fields[2]);
  return Number.isInteger(group) && group > 0 ? group : null;
}
