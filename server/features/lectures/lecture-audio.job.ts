import type { JobsContext } from '../../jobs/jobs-context';
import type { JobHandler } from '../../jobs/worker';
import { audioJobFailure } from '../../jobs/audio-job-files';
import { makeListenable } from '../../jobs/uploaded-recording';
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
  return async (payload, { job, signal, logger }) => {
    const mediaId = Number(payload.media_id);
    const media = await knex('media').where('id', mediaId).first<MediaRow | undefined>();
    if (!media?.source_path) return; // detached meanwhile, or nothing uploaded to make it from
    const source = media.source_path;
    try {
      const made = await makeListenable({ config, storage }, source, { folder: LECTURE_AUDIO_FOLDER, job, signal, saver: true });
      const unused = await knex.transaction(async (trx) => {
        const now = await trx('media').where('id', mediaId).forUpdate().first<(MediaRow & { file_path: string; file_path_saver: string | null }) | undefined>();
        // Detached, or given another upload while this ran: what was just made is nobody's.
        if (!now || now.source_path !== source) return [made.standardKey, made.saverKey];
        await trx('media')
          .where('id', mediaId)
          .update({ file_path: made.standardKey, file_path_saver: made.saverKey, duration_seconds: made.durationSeconds, status: 'ready', message: null, updated_at: trx.fn.now() });
        return [now.file_path, now.file_path_saver].filter((key) => !!key && key.startsWith(`${LECTURE_AUDIO_FOLDER}/`));
      });
      for (const key of unused) if (key) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove lecture audio'));
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = audioJobFailure(error, job);
      await knex('media')
        .where('id', mediaId)
        .update(failure.final ? { status: 'failed', message: failure.message, updated_at: knex.fn.now() } : { message: failure.message, updated_at: knex.fn.now() });
      throw failure.rethrow;
    }
  };
}
