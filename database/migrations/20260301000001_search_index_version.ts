import type { Knex } from 'knex';

/**
 * A counter the search indexer advances whenever it rewrites songs' search columns. The search keeps
 * the words of the most played songs in memory (server/features/search/top-songs.ts) and reads this
 * counter with every dictionary lookup, so it knows at once when its copy is out of date. A row
 * rather than a sequence: advanced in the transaction that reindexes, it shows when the new words
 * do, never before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_index_state', (t) => {
    // One row: the key can only be true.
    t.boolean('id').primary().defaultTo(true);
    t.bigInteger('songs_version').notNullable().defaultTo(0);
  });
  await knex.raw('alter table search_index_state add constraint search_index_state_one_row check (id)');
  await knex('search_index_state').insert({ id: true });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('search_index_state');
}
