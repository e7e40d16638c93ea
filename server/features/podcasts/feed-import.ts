import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { slugify } from '../../lib/slug';
import { safeFetch } from '../../services/outbound/safe-fetch';
import { parsePodcastFeed, type ParsedFeed } from './feed-parse';
import { enqueue } from '../../jobs/job-queue';
import type { FeedPictures } from './feed-images';

export const PODCAST_FEED_JOB = 'podcast-feed';
export const PODCAST_FEEDS_DUE_JOB = 'podcast-feeds-due';

/** Feeds of long-running shows with full show notes run to a few megabytes; 20 MB is far beyond any. */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;

/** Fetches a feed through the SSRF-safe client and reads it; every failure has a message staff can act on. */
export async function readFeed(url: string, options: { allowHosts: readonly string[]; signal?: AbortSignal }): Promise<ParsedFeed> {
  const fetched = await safeFetch(url, {
    allowHosts: options.allowHosts,
    maxBytes: MAX_FEED_BYTES,
    timeoutMs: 30_000,
    accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
    signal: options.signal,
  });
  return parsePodcastFeed(fetched.body.toString('utf8'));
}

/** A new podcast from its feed's channel; its episodes come with the import job that follows. */
export async function createFeedPodcast(knex: Knex, feedUrl: string, feed: ParsedFeed): Promise<number> {
  return knex.transaction(async (trx) => {
    const [row] = await trx('podcasts')
      // No picture yet: the import job copies the feed's cover into our storage (feed-images.ts).
      .insert({ title: feed.title, slug: randomUUID(), host: feed.host, description: feed.description, link: feed.link, feed_url: feedUrl })
      .returning<{ id: number }[]>('id');
    await trx('podcasts').where('id', row!.id).update({ slug: `${slugify(feed.title) || 'podcast'}-${row!.id}` });
    await queueFeedRefresh(trx, row!.id);
    return row!.id;
  });
}

export const queueFeedRefresh = (db: Knex | Knex.Transaction, podcastId: number) =>
  enqueue(db, { kind: PODCAST_FEED_JOB, payload: { podcast_id: podcastId }, uniqueKey: `${PODCAST_FEED_JOB}:${podcastId}`, maxAttempts: 3 });

/**
 * Writes a feed's episodes: new guids are added, known ones updated in place (a corrected title or
 * a replaced file), so refreshing any number of times never duplicates an episode. Episodes that
 * left the feed stay: listeners may have them in their history. Pictures are the copies in our
 * storage (copyFeedPictures); a cover that could not be copied leaves the podcast's picture as it
 * was and says why in image_error. Answers how many were new.
 */
export async function saveFeedEpisodes(knex: Knex, podcastId: number, feed: ParsedFeed, pictures: FeedPictures): Promise<number> {
  const picture = (url: string | null) => {
    const key = url ? pictures.stored.get(url) : undefined;
    return key ? { image: key, image_source: url } : { image: null, image_source: null };
  };
  // A cover not copied (the feed's host failed) keeps the picture the podcast had.
  const cover = !feed.image ? picture(null) : pictures.stored.has(feed.image) ? picture(feed.image) : {};
  // Once staff saved the podcast's form, its title, host, description and picture are theirs.
  const channel = { title: feed.title, host: feed.host, ...cover, image_error: pictures.coverError, description: feed.description };
  return knex.transaction(async (trx) => {
    const kept = await trx('podcasts').where('id', podcastId).first<{ kept_by_staff: boolean } | undefined>('kept_by_staff');
    await trx('podcasts')
      .where('id', podcastId)
      .update({ ...(kept?.kept_by_staff ? {} : channel), link: feed.link, feed_refreshed_at: trx.fn.now(), feed_error: null, updated_at: trx.fn.now() });
    let added = 0;
    // In slices: a feed of thousands of episodes is several statements, not one enormous one.
    for (let start = 0; start < feed.episodes.length; start += 200) {
      const rows = feed.episodes.slice(start, start + 200).map((episode) => ({
        podcast_id: podcastId,
        guid: episode.guid,
        title: episode.title,
        excerpt: episode.excerpt,
        description: episode.description,
        pub_date: episode.pubDate,
        ordering: episode.ordering,
        ...picture(episode.image),
        audio: episode.audio,
        audio_bytes: episode.audioBytes,
        audio_type: episode.audioType,
        duration_seconds: episode.durationSeconds,
      }));
      const written = await trx('episodes')
        .insert(rows)
        .onConflict(['podcast_id', 'guid'])
        .merge({
          // An episode staff edited keeps its title and description (kept_by_staff).
          title: trx.raw('case when episodes.kept_by_staff then episodes.title else excluded.title end'),
          excerpt: trx.raw('case when episodes.kept_by_staff then episodes.excerpt else excluded.excerpt end'),
          description: trx.raw('case when episodes.kept_by_staff then episodes.description else excluded.description end'),
          ...Object.fromEntries(['pub_date', 'ordering', 'image', 'image_source', 'audio', 'audio_bytes', 'audio_type', 'duration_seconds', 'updated_at'].map((column) => [column, trx.raw('??', [`excluded.${column}`])])),
        })
        // xmax = 0 only for a row this statement inserted: how new rows are told from updated ones.
        .returning<{ inserted: boolean }[]>(trx.raw('(xmax = 0) as inserted'));
      added += written.filter((row) => row.inserted).length;
    }
    return added;
  });
}
