import type { Knex } from 'knex';

export interface StoryBlockRow {
  type?: unknown;
  data?: { text?: unknown; url?: unknown } | null;
  language?: unknown;
}

export interface StoryCardRow {
  id: number;
  title: string;
  image: string | null;
  source_name: string | null;
  author: string | null;
  published_at: Date;
  blocks: StoryBlockRow[] | null;
}

export interface StoryRow extends StoryCardRow {
  source_article: string | null;
  updated_at: Date;
}

/** A story is published when published_at is set (spec §4), and not before that moment; never one in the trash. */
const publishedStories = (knex: Knex) =>
  knex('stories')
    .select('stories.id', 'stories.title', 'stories.image', 'stories.source_name', 'stories.author', 'stories.published_at', 'stories.blocks')
    .whereNotNull('stories.published_at')
    .andWhere('stories.published_at', '<=', knex.fn.now())
    .whereNull('stories.deleted_at');

export const newestStories = (knex: Knex) =>
  publishedStories(knex).orderBy([{ column: 'stories.published_at', order: 'desc' }, { column: 'stories.id', order: 'desc' }]);

export const findStory = (knex: Knex, id: number): Promise<StoryRow | undefined> =>
  publishedStories(knex).select('stories.source_article', 'stories.updated_at').where('stories.id', id).first();
