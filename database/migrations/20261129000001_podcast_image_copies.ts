import type { Knex } from 'knex';

/**
 * Feed pictures are copied into our storage (server/features/podcasts/feed-images.ts) instead of
 * being hot-linked: `image` is then our stored key, and `image_source` the feed's address it was
 * copied from, so a refresh copies a picture again only when the feed names another one.
 * `image_error` says why a feed's cover could not be copied (backstage shows it; the podcast stays).
 * Imported podcasts and episodes that hot-link today are moved to "not copied yet": the next read of
 * their feed copies their pictures.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('podcasts', (t) => {
    t.string('image_source', 1000);
    t.text('image_error');
  });
  await knex.schema.alterTable('episodes', (t) => {
    t.string('image_source', 1000);
  });
  await knex.raw(`update podcasts set image = null where feed_url is not null and image ~* '^https?://'`);
  await knex.raw(`update episodes set image = null where image ~* '^https?://' and podcast_id in (select id from podcasts where feed_url is not null)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('episodes', (t) => {
    t.dropColumn('image_source');
  });
  await knex.schema.alterTable('podcasts', (t) => {
    t.dropColumn('image_error');
    t.dropColumn('image_source');
  });
}
