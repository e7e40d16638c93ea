import type { Knex } from 'knex';

/**
 * Podcasts that come from an RSS feed: where the feed is, when it was last read and what went wrong;
 * episodes keyed by the feed's guid, so a refresh updates them instead of adding them again, with
 * the enclosure's size and type (our own feed repeats them).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('podcasts', (t) => {
    t.string('feed_url', 2000).unique();
    t.string('link', 2000);
    t.timestamp('feed_refreshed_at', { useTz: true });
    t.text('feed_error');
  });
  await knex.schema.alterTable('episodes', (t) => {
    t.string('guid', 500);
    t.bigInteger('audio_bytes');
    t.string('audio_type', 100);
    t.unique(['podcast_id', 'guid']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('episodes', (t) => {
    t.dropUnique(['podcast_id', 'guid']);
    t.dropColumn('audio_type');
    t.dropColumn('audio_bytes');
    t.dropColumn('guid');
  });
  await knex.schema.alterTable('podcasts', (t) => {
    t.dropColumn('feed_error');
    t.dropColumn('feed_refreshed_at');
    t.dropColumn('link');
    t.dropColumn('feed_url');
  });
}
