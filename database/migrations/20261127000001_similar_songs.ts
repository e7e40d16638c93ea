import type { Knex } from 'knex';

/**
 * Each song's similar songs, ranked ahead of time (server/features/songs/similar-songs.ts), so the
 * song page reads a list by primary key instead of scoring candidates on every view. `song_ids` is
 * the ranking, best first, a few more than the page shows (a song trashed since is skipped when
 * read); `computed_at` lets the refresh job take the oldest lists first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('similar_songs', (t) => {
    t.integer('song_id').primary().references('id').inTable('songs').onDelete('CASCADE');
    t.specificType('song_ids', 'integer[]').notNullable();
    t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['computed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('similar_songs');
}
