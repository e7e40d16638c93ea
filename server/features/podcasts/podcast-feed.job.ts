import type { JobsContext } from '../../jobs/jobs-context';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { readFeed, saveFeedEpisodes, queueFeedRefresh } from './feed-import';
import { FeedUnreadable } from './feed-parse';
import { copyFeedPictures } from './feed-images';
import { OutboundFailed, OutboundRefused } from '../../services/outbound/safe-fetch';

/** How often a podcast's feed is read again. */
export const FEED_REFRESH_MINUTES = 60;

/**
 * Reads a podcast's feed and saves its episodes (new ones added, known ones updated). The error of
 * the last failed attempt stays on the podcast for backstage to show; a refusal (a private
 * address) or a document that is not a feed is not retried.
 */
export function podcastFeedJob({ config, db: { knex }, storage }: JobsContext): JobHandler {
  return async (payload, { job, signal, logger }) => {
    const podcastId = Number(payload.podcast_id);
    const podcast = await knex('podcasts').where('id', podcastId).first<{ feed_url: string | null; deleted_at: Date | null } | undefined>();
    if (!podcast?.feed_url || podcast.deleted_at) return;
    try {
      const feed = await readFeed(podcast.feed_url, { allowHosts: config.outboundAllowHosts, signal });
      const pictures = await copyFeedPictures(knex, podcastId, feed, { storage, allowHosts: config.outboundAllowHosts, logger, signal });
      const added = await saveFeedEpisodes(knex, podcastId, feed, pictures);
      logger.info({ podcast: podcastId, episodes: feed.episodes.length, added }, 'podcast feed read');
    } catch (error) {
      if (signal.aborted) throw error;
      const permanent = error instanceof OutboundRefused || error instanceof FeedUnreadable || (error instanceof OutboundFailed && error.status === 404);
      const message = error instanceof Error ? error.message : String(error);
      if (permanent || job.attempts >= job.max_attempts) {
        // Marked read, so the schedule comes back at the next interval rather than at once.
        await knex('podcasts').where('id', podcastId).update({ feed_error: message, feed_refreshed_at: knex.fn.now() });
      }
      throw permanent ? new PermanentJobError(message) : error;
    }
  };
}

/** Queues a refresh of every feed not read for FEED_REFRESH_MINUTES and not paused (run on the worker's schedule). */
export function podcastFeedsDueJob({ db: { knex } }: JobsContext): JobHandler {
  return async () => {
    const due = await knex('podcasts')
      .whereNotNull('feed_url')
      // Paused by staff, or in the trash: not read until resumed or restored.
      .whereNull('feed_paused_at')
      .whereNull('deleted_at')
      .andWhere((where) => where.whereNull('feed_refreshed_at').orWhere('feed_refreshed_at', '<', knex.raw(`now() - make_interval(mins => ?)`, [FEED_REFRESH_MINUTES])))
      .pluck<number[]>('id');
    for (const id of due) await queueFeedRefresh(knex, id);
  };
}
