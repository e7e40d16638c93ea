import { rm, stat } from 'node:fs/promises';
import type { Config } from '../config';
import type { MediaStorage } from '../services/storage/media-storage';
import { makeRenditions } from '../services/ffmpeg/audio-renditions';
import { probeAudio } from '../services/media-probe/audio-probe';
import { newMediaKey } from '../services/storage/media-key';
import { copyFromStorage, refusedAs, step } from './audio-job-files';
import { openWorkFolder } from './work-folders';
import type { Job } from './job-queue';

/** The listenable files made from one uploaded recording, already in storage. */
export interface MadeRecording {
  /** The 128 kbps mp3 at -14 LUFS. */
  standardKey: string;
  standardBytes: number;
  /** The 48 kbps data-saver mp3, when asked for. */
  saverKey: string | null;
  durationSeconds: number;
}

/**
 * What every uploaded recording goes through before it is played (lectures, our own podcast's
 * episodes): copied out of storage, probed (a file that is not audio fails for good), normalised to
 * the standard mp3 (and the data-saver one when asked), stored under `folder`. The work folder is removed whatever happens.
 */
export async function makeListenable(
  { config, storage }: { config: Config; storage: MediaStorage },
  source: string,
  { folder, job, signal, saver }: { folder: string; job: Pick<Job, 'id' | 'attempts'>; signal: AbortSignal; saver: boolean },
): Promise<MadeRecording> {
  const tools = { ffmpegPath: config.audio.ffmpegPath, timeoutMs: config.audio.toolTimeoutMs, stallMs: config.audio.toolStallMs };
  const work = await openWorkFolder(config.storageDir, job, folder.replace(/\W+/g, '-'));
  try {
    const input = await copyFromStorage(storage, source, work);
    const probed = await probeAudio(input, { ffprobePath: config.ffprobePath, timeoutMs: 60_000 }).catch(refusedAs('The upload'));
    const made = await step('The transcode', () => makeRenditions(input, work, { ...tools, signal }));
    const standardKey = newMediaKey(folder, 'mp3');
    const saverKey = saver ? newMediaKey(folder, 'mp3') : null;
    const standardBytes = (await stat(made.standard)).size;
    await storage.put(standardKey, { file: made.standard }, 'audio/mpeg');
    if (saverKey) await storage.put(saverKey, { file: made.saver }, 'audio/mpeg');
    return { standardKey, standardBytes, saverKey, durationSeconds: Math.max(1, Math.round(probed.duration)) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
