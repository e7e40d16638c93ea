import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PermanentJobError } from './worker';
import type { Job } from './job-queue';
import { VideoUnavailable } from '../services/yt-dlp/download-audio';
import { MediaRefused } from '../services/media-probe/probe-errors';
import { MediaNotFound, type MediaStorage } from '../services/storage/media-storage';

/** What the audio jobs (songs, lectures) share: where they work, how they read an upload, which failures are final. */

/** Copies an uploaded file out of storage into the job's work folder, for ffmpeg to read. */
export async function copyFromStorage(storage: MediaStorage, key: string, work: string): Promise<string> {
  const target = path.join(work, `source${path.extname(key) || '.audio'}`);
  try {
    await pipeline(await storage.openRead(key), createWriteStream(target));
  } catch (error) {
    if (error instanceof MediaNotFound) throw new PermanentJobError(`The uploaded file "${key}" is not in storage any more: upload it again.`);
    throw error;
  }
  return target;
}

/** Failures no retry can fix: the video is gone, the file is not audio, the file is missing. */
export const isPermanent = (error: unknown) => error instanceof PermanentJobError || error instanceof VideoUnavailable || error instanceof MediaRefused;

/**
 * How a failed audio job is recorded and rethrown: whether it is final (no retry can help, or none is
 * left), the message staff read (the reason when final, otherwise a note that it will be tried again),
 * and the error for the worker (a permanent one is not retried).
 */
export function audioJobFailure(error: unknown, job: Pick<Job, 'attempts' | 'max_attempts'>): { final: boolean; message: string; rethrow: unknown } {
  const permanent = isPermanent(error);
  const reason = error instanceof Error ? error.message : String(error);
  const final = permanent || job.attempts >= job.max_attempts;
  return {
    final,
    message: final ? reason : `Attempt ${job.attempts} of ${job.max_attempts} failed (${reason}); trying again.`,
    rethrow: permanent && !(error instanceof PermanentJobError) ? new PermanentJobError(reason) : error,
  };
}

export const refusedAs = (what: string) => (error: unknown) => {
  if (error instanceof MediaRefused) throw new MediaRefused(`${what} is not audio we can use: ${error.message}`);
  throw error;
};

/**
 * Runs one step of a job and, when it fails, puts the step's name before the reason ("The download
 * failed: yt-dlp: HTTP Error 503"): staff read which part broke, not only a network error. The error
 * keeps its class, so a permanent failure (a removed video) stays permanent.
 */
export async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error) {
      error.message = `${what} failed: ${error.message}`;
      throw error;
    }
    throw new Error(`${what} failed: ${String(error)}`, { cause: error });
  }
}
