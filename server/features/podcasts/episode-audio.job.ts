import type { JobsContext } from '../../jobs/jobs-context';
import type { JobHandler } from '../../jobs/worker';
import { makeListenable, recordingFailure } from '../../jobs/uploaded-recording';
import { EPISODE_AUDIO_FOLDER } from './episode-audio';

/**
 * The episode-audio job: the uploaded original goes through the same normalisation as songs and
 * lectures; then the episode gets its mp3 (with size and type, for our feed's enclosure) and
 * comes onto the site. A newer upload while it ran makes what it made nobody's.
 */
export function episodeAudioJob({ config, db: { knex }, storage, logger: appLogger }: JobsContext): JobHandler {
  return async (payload, { job, signal, logger }) => {
    const episodeId = Number(payload.episode_id);
    const episode = await knex('episodes').where('id', episodeId).first<{ audio_source: string | null } | undefined>('audio_source');
    if (!episode?.audio_source) return; // deleted meanwhile
    const source = episode.audio_source;
    try {
      const made = await makeListenable({ config, storage }, source, { folder: EPISODE_AUDIO_FOLDER, job, signal, saver: false });
      const kept = await knex.transaction(async (trx) => {
        const now = await trx('episodes').where('id', episodeId).forUpdate().first<{ audio_source: string | null; audio: string | null } | undefined>('audio_source', 'audio');
        if (!now || now.audio_source !== source) return false;
        await trx('episodes').where('id', episodeId).update({
          audio: made.standardKey,
          audio_bytes: made.standardBytes,
          audio_type: 'audio/mpeg',
          duration_seconds: made.durationSeconds,
          audio_status: 'ready',
          audio_message: null,
          updated_at: trx.fn.now(),
        });
        if (now.audio?.startsWith(`${EPISODE_AUDIO_FOLDER}/`)) await storage.remove(now.audio).catch((error: unknown) => appLogger.warn({ err: error, key: now.audio }, 'could not remove an earlier episode mp3'));
        return true;
      });
      // Episodes have one mp3, as a feed's enclosure (no data-saver rendition is made for them).
      if (!kept) await storage.remove(made.standardKey).catch((error: unknown) => logger.warn({ err: error, key: made.standardKey }, 'could not remove episode audio'));
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = recordingFailure(error, job);
      await knex('episodes')
        .where({ id: episodeId, audio_source: source })
        .update(failure.final ? { audio_status: 'failed', audio_message: failure.message, updated_at: knex.fn.now() } : { audio_message: failure.message, updated_at: knex.fn.now() });
      throw failure.rethrow;
    }
  };
}
