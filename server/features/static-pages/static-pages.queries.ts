import type { Knex } from 'knex';

export interface StaticPageRow {
  title: string;
  slug: string;
  content: string;
  updated_at: Date;
}

export const findPageBySlug = (knex: Knex, slug: string): Promise<StaticPageRow | undefined> =>
  knex('pages').where('slug', slug).whereNull('deleted_at').first('title', 'slug', 'content', 'updated_at');
