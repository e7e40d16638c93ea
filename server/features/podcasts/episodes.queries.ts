import type { Knex } from 'knex';
import { readWithKeptPlan } from '../../db/generic-plan';

export interface EpisodeCardRow {
  id: number;
  title: string;
  excerpt: string | null;
  image: string | null;
  pub_date: Date;
  duration_seconds: number | null;
  podcast_id: number;
  podcast_title: string;
  podcast_image: string | null;
}

export interface EpisodeRow extends EpisodeCardRow {
  description: string | null;
  ordering: number;
  audio: string | null;
  podcast_host: string | null;
}

/** Episodes already out (an episode scheduled for later stays hidden until its pubDate), not hidden by staff, with their audio made (an uploaded one waits for the pipeline), of a podcast not in the trash. */
const publishedEpisodes = (knex: Knex) =>
  knex('episodes')
    .join('podcasts', 'podcasts.id', 'episodes.podcast_id')
    .select(
      'episodes.id',
      'episodes.title',
      'episodes.excerpt',
      'episodes.image',
      'episodes.pub_date',
      'episodes.duration_seconds',
      'episodes.podcast_id',
      'podcasts.title as podcast_title',
      'podcasts.image as podcast_image',
    )
    .where('episodes.pub_date', '<=', knex.fn.now())
    .whereNull('episodes.hidden_at')
    .where('episodes.audio_status', 'ready')
    .whereNull('podcasts.deleted_at');

const newestFirst = [
  { column: 'episodes.pub_date', order: 'desc' },
  { column: 'episodes.id', order: 'desc' },
] as const;

export async function latestEpisodes(knex: Knex, limit: number): Promise<EpisodeCardRow[]> {
  return readWithKeptPlan<EpisodeCardRow>(knex, publishedEpisodes(knex).orderBy([...newestFirst]).limit(limit));
}

export const podcastEpisodes = (knex: Knex, podcastId: number, limit: number): Promise<EpisodeCardRow[]> =>
  publishedEpisodes(knex).where('episodes.podcast_id', podcastId).orderBy([...newestFirst]).limit(limit);

export const findEpisode = (knex: Knex, id: number): Promise<EpisodeRow | undefined> =>
  publishedEpisodes(knex)
    .select('episodes.description', 'episodes.ordering', 'episodes.audio', 'podcasts.host as podcast_host')
    .where('episodes.id', id)
    .first();
