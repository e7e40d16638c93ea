import { rm } from 'node:fs/promises';
import type { JobsContext } from '../../jobs/jobs-context';
import type { JobHandler } from '../../jobs/worker';
import { step } from '../../jobs/audio-job-files';
import { openWorkFolder } from '../../jobs/work-folders';
import { storeVideoThumbnail } from './video-thumbnail';
import { wantsVideoCover } from './song-processing';

interface SongRow {
  id: number;
  youtube: string | null;
  cover: string | null;
  deleted_at: Date | null;
  meta: { cover?: boolean } | null;
}

/**
 * "Cover from the video" (meta.cover): the video's largest thumbnail becomes the song's cover, when
 * the song has no cover of its own. Apart from the audio job, so the audio never waits on or fails
 * for a picture; a failure here is retried by the queue and reads "The thumbnail … failed: …" on the
 * Jobs screen. A video with no thumbnail at all ends the job quietly: there is nothing to retry.
 */
export function songCoverJob({ config, db: { knex }, storage }: JobsContext): JobHandler {
  return async (payload, { job, signal, logger }) => {
    const songId = Number(payload.song_id);
    const song = await knex('songs').where('id', songId).first<SongRow | undefined>();
    if (!song || song.deleted_at || !wantsVideoCover(song)) return; // gone, turned off, or a cover is there
    const videoId = song.youtube!;

    const work = await openWorkFolder(config.storageDir, job, 'cover');
    try {
      const key = await step('Fetching the thumbnail', () =>
        storeVideoThumbnail(videoId, work, { thumbnailBaseUrl: config.audio.youtubeThumbnailUrl, allowHosts: config.outboundAllowHosts, storage, signal }),
      );
      if (!key) return;
      const kept = await knex.transaction(async (trx) => {
        const now = await trx('songs').where('id', songId).forUpdate().first<SongRow | undefined>();
        // Staff set a cover, changed the video or turned "cover from the video" off meanwhile: theirs wins.
        if (!now || now.youtube !== videoId || !wantsVideoCover(now)) return false;
        await trx('songs').where('id', songId).update({ cover: key, updated_at: trx.fn.now() });
        return true;
      });
      if (!kept) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove an unused thumbnail'));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
