import type { Knex } from 'knex';

export interface PodcastRow {
  id: number;
  title: string;
  host: string | null;
  image: string | null;
  description: string | null;
  episodes_count: number | string;
}

const podcastsWithCount = (knex: Knex) =>
  knex('podcasts').select(
    'podcasts.id',
    'podcasts.title',
    'podcasts.host',
    'podcasts.image',
    'podcasts.description',
    knex('episodes')
      .count('*')
      .whereRaw('episodes.podcast_id = podcasts.id')
      .andWhere('episodes.pub_date', '<=', knex.fn.now())
      .whereNull('episodes.hidden_at')
      .where('episodes.audio_status', 'ready')
      .as('episodes_count'),
  )
    // A trashed podcast is gone from the site, /api and search until it is restored.
    .whereNull('podcasts.deleted_at');

export const allPodcasts = (knex: Knex) =>
  podcastsWithCount(knex).orderBy([{ column: 'podcasts.title', order: 'asc' }, { column: 'podcasts.id', order: 'asc' }]);

export const findPodcast = (knex: Knex, id: number): Promise<PodcastRow | undefined> =>
  podcastsWithCount(knex).where('podcasts.id', id).first();
