import type { Knex } from 'knex';
import type { Logger } from '../../logger';
import { recordUpload } from '../../backstage/media-uploads/media-uploads';
import { copyImage } from '../../services/story-import/copy-images';
import type { MediaStorage } from '../../services/storage/media-storage';
import { MAX_IMAGE_BYTES } from '@common/uploader-contract';
import type { ParsedFeed } from './feed-parse';

/**
 * New pictures copied in one read of a feed. A show with a picture per episode has thousands; they
 * arrive over the next reads (the episode shows the podcast's cover until then), so one read never
 * spends an hour downloading.
 */
export const MAX_NEW_PICTURES_PER_READ = 50;
const PICTURE_TIMEOUT_MS = 15_000;

export interface FeedPictures {
  /** Feed picture address -> our stored key, for every picture copied now or before. */
  stored: Map<string, string>;
  /** Why the feed's cover could not be copied this time (null when it was, or was copied before). */
  coverError: string | null;
}

/**
 * Copies the pictures a feed names (its cover, its episodes') into our storage, so the site never
 * hot-links a feed's host (the page's Content-Security-Policy blocks plain http, and hosts move).
 * Each goes through the SSRF-safe client and the image uploader's check of the bytes, and is
 * recorded in media_uploads like an upload. A picture copied before from the same address is not
 * fetched again. A picture that cannot be copied is never fatal: the podcast and its episodes are
 * kept without it, and the cover's reason is answered for backstage to show.
 */
export async function copyFeedPictures(
  knex: Knex,
  podcastId: number,
  feed: ParsedFeed,
  options: { storage: MediaStorage; allowHosts: readonly string[]; logger: Logger; signal?: AbortSignal },
): Promise<FeedPictures> {
  const stored = await copiedBefore(knex, podcastId);
  const wanted = [...new Set([feed.image, ...feed.episodes.map((episode) => episode.image)].filter((url): url is string => !!url))];
  let coverError: string | null = null;
  let fetched = 0;
  for (const url of wanted) {
    if (stored.has(url)) continue;
    if (fetched >= MAX_NEW_PICTURES_PER_READ) break;
    fetched++;
    try {
      const image = await copyImage(url, 'images/podcasts', { storage: options.storage, allowHosts: options.allowHosts, timeoutMs: PICTURE_TIMEOUT_MS, maxBytes: MAX_IMAGE_BYTES, signal: options.signal });
      try {
        await recordUpload(knex, { path: image.key, kind: 'image', format: image.format, mime: image.contentType, bytes: image.bytes, width: image.width, height: image.height, duration_seconds: null, user_id: null, imagepath: 'podcasts', component: 'podcast-feed' });
      } catch (error) {
        await options.storage.remove(image.key).catch(() => undefined);
        throw error;
      }
      stored.set(url, image.key);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (url === feed.image) coverError = `The feed's cover (${url}) could not be copied: ${reason}`;
      options.logger.info({ podcast: podcastId, url, reason }, 'podcast picture not copied');
    }
  }
  return { stored, coverError };
}

/** The pictures of this podcast already in our storage, by the feed address they came from. */
async function copiedBefore(knex: Knex, podcastId: number): Promise<Map<string, string>> {
  const rows = await knex
    .select('image_source', 'image')
    .from('podcasts')
    .where('id', podcastId)
    .unionAll((union) => union.select('image_source', 'image').from('episodes').where('podcast_id', podcastId))
    .then((all: { image_source: string | null; image: string | null }[]) => all);
  const stored = new Map<string, string>();
  for (const row of rows) if (row.image_source && row.image) stored.set(row.image_source, row.image);
  return stored;
}
