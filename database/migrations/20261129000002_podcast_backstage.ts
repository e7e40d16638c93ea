import type { Knex } from 'knex';

/** Apple Podcasts' top-level categories: what a podcast is filed under (our feed names it too). */
export const PODCAST_CATEGORIES = [
  'Arts', 'Business', 'Comedy', 'Education', 'Fiction', 'Government', 'Health & Fitness', 'History', 'Kids & Family', 'Leisure', 'Music', 'News',
  'Religion & Spirituality', 'Science', 'Society & Culture', 'Sports', 'Technology', 'True Crime', 'TV & Film',
] as const;

/**
 * Podcasts edited in backstage like every other record: edit conflicts (version), the trash
 * (deleted_at), a category, and `kept_by_staff`: once staff save a feed podcast's form, reading the
 * feed no longer overwrites its title, host, description or picture (the feed still brings episodes).
 * `feed_paused_at`: the hourly read skips the feed (Read the feed now still reads it).
 * Episodes: hidden ones (`hidden_at`) leave the site and our feed; one staff edited keeps its title
 * and description when the feed is read again (`kept_by_staff`); `version` for edit conflicts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('podcasts', (t) => {
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('deleted_at', { useTz: true });
    t.string('category', 60);
    t.boolean('kept_by_staff').notNullable().defaultTo(false);
    t.timestamp('feed_paused_at', { useTz: true });
  });
  await knex.schema.alterTable('episodes', (t) => {
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('hidden_at', { useTz: true });
    t.boolean('kept_by_staff').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('episodes', (t) => {
    t.dropColumn('kept_by_staff');
    t.dropColumn('hidden_at');
    t.dropColumn('version');
  });
  await knex.schema.alterTable('podcasts', (t) => {
    t.dropColumn('feed_paused_at');
    t.dropColumn('kept_by_staff');
    t.dropColumn('category');
    t.dropColumn('deleted_at');
    t.dropColumn('version');
  });
}
