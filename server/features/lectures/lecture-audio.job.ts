import { rm } from 'node:fs/promises';
import type { JobsContext } from '../../jobs/jobs-context';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { makeRenditions } from '../../services/ffmpeg/audio-renditions';
import { probeAudio } from '../../services/media-probe/audio-probe';
import { newMediaKey } from '../../services/storage/media-key';
import { copyFromStorage, isPermanent, refusedAs, step } from '../../jobs/audio-job-files';
import { openWorkFolder } from '../../jobs/work-folders';
import { LECTURE_AUDIO_FOLDER } from './lecture-media';

interface MediaRow {
  id: number;
  source_path: string | null;
  status: string;
}

/**
 * The lecture-audio job: a recording staff attached to a resource goes through the same
 * normalisation as songs (loudness to -14 LUFS, the 128 kbps mp3 and the 48 kbps data-saver one),
 * and only then is it 'ready' and played on the public site. The uploaded original stays as
 * `source_path`, so the job can run again from it.
 */
export function lectureAudioJob({ config, db: { knex }, storage }: JobsContext): JobHandler {
  const tools = { ffmpegPath: config.audio.ffmpegPath, timeoutMs: config.audio.toolTimeoutMs, stallMs: config.audio.toolStallMs };

  return async (payload, { job, signal, logger }) => {
    const mediaId = Number(payload.media_id);
    const media = await knex('media').where('id', mediaId).first<MediaRow | undefined>();
    if (!media?.source_path) return; // detached meanwhile, or nothing uploaded to make it from
    const source = media.source_path;
    const setStatus = (changes: Record<string, unknown>) => knex('media').where('id', mediaId).update({ ...changes, updated_at: knex.fn.now() });
    try {
      const work = await openWorkFolder(config.storageDir, job, 'lecture');
      try {
        const input = await copyFromStorage(storage, source, work);
        const probed = await probeAudio(input, { ffprobePath: config.ffprobePath, timeoutMs: 60_000 }).catch(refusedAs('The upload'));
        const made = await step('The transcode', () => makeRenditions(input, work, { ...tools, signal }));
        const standardKey = newMediaKey(LECTURE_AUDIO_FOLDER, 'mp3');
        const saverKey = newMediaKey(LECTURE_AUDIO_FOLDER, 'mp3');
        await storage.put(standardKey, { file: made.standard }, 'audio/mpeg');
        await storage.put(saverKey, { file: made.saver }, 'audio/mpeg');
        const unused = await knex.transaction(async (trx) => {
          const now = await trx('media').where('id', mediaId).forUpdate().first<(MediaRow & { file_path: string; file_path_saver: string | null }) | undefined>();
          // Detached, or given another upload while this ran: what was just made is nobody's.
          if (!now || now.source_path !== source) return [standardKey, saverKey];
          await trx('media')
            .where('id', mediaId)
            .update({ file_path: standardKey, file_path_saver: saverKey, duration_seconds: Math.max(1, Math.round(probed.duration)), status: 'ready', message: null, updated_at: trx.fn.now() });
          return [now.file_path, now.file_path_saver].filter((key): key is string => !!key && key.startsWith(`${LECTURE_AUDIO_FOLDER}/`));
        });
        for (const key of unused) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove lecture audio'));
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    } catch (error) {
      if (signal.aborted) throw error;
      const permanent = isPermanent(error);
      const reason = error instanceof Error ? error.message : String(error);
      await setStatus(permanent || job.attempts >= job.max_attempts ? { status: 'failed', message: reason } : { message: `Attempt ${job.attempts} of ${job.max_attempts} failed (${reason}); trying again.` });
      throw permanent && !(error instanceof PermanentJobError) ? new PermanentJobError(reason) : error;
    }
  };
}
