import type { JobsContext } from '../../jobs/jobs-context';
import type { JobHandler } from '../../jobs/worker';
import { audioJobFailure } from '../../jobs/audio-job-files';
import { makeListenable } from '../../jobs/uploaded-recording';
import { EPISODE_AUDIO_FOLDER } from './episode-audio';

/**
 * The episode-audio job: the uploaded original goes through the same normalisation as songs and
 * lectures; then the episode gets its mp3 (with size and type, for our feed's enclosure) and
 * comes onto the site. A newer upload while it ran makes what it made nobody's.
 */
export function episodeAudioJob({ config, db: { knex }, storage }: JobsContext): JobHandler {
  return async (payload, { job, signal, logger }) => {
    const episodeId = Number(payload.episode_id);
    const episode = await knex('episodes').where('id', episodeId).first<{ audio_source: string | null } | undefined>('audio_source');
    if (!episode?.audio_source) return; // deleted meanwhile
    const source = episode.audio_source;
    try {
      const made = await makeListenable({ config, storage }, source, { folder: EPISODE_AUDIO_FOLDER, job, signal, saver: false });
      const unused = await knex.transaction(async (trx) => {
        const now = await trx('episodes').where('id', episodeId).forUpdate().first<{ audio_source: string | null; audio: string | null } | undefined>('audio_source', 'audio');
        // Deleted, or given another recording while this ran: what was just made is nobody's.
        if (!now || now.audio_source !== source) return [made.standardKey];
        await trx('episodes').where('id', episodeId).update({
          audio: made.standardKey,
          audio_bytes: made.standardBytes,
          audio_type: 'audio/mpeg',
          duration_seconds: made.durationSeconds,
          audio_status: 'ready',
          audio_message: null,
          updated_at: trx.fn.now(),
        });
        // A run of the same job before this one (its lease lapsed mid-way) made an mp3 that is replaced now.
        return now.audio?.startsWith(`${EPISODE_AUDIO_FOLDER}/`) ? [now.audio] : [];
      });
      // After the commit, so a failed write removes nothing.
      for (const key of unused) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove episode audio'));
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = audioJobFailure(error, job);
      await knex('episodes')
        .where({ id: episodeId, audio_source: source })
        .update(failure.final ? { audio_status: 'failed', audio_message: failure.message, updated_at: knex.fn.now() } : { audio_message: failure.message, updated_at: knex.fn.now() });
      throw failure.rethrow;
    }
  };
}
