import type { Knex } from 'knex';

/**
 * Lectures (resources) become searchable like scholars and topics (20260201000001_search): their
 * folded name, words and popularity. A database upgraded in place fills them with
 * `npm run db:reindex-search` (new lectures and every backstage save index themselves).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('resources', (t) => {
    t.text('search_name').notNullable().defaultTo('');
    t.specificType('search_vector', 'tsvector').notNullable().defaultTo(knex.raw(`''::tsvector`));
    t.integer('search_popularity').notNullable().defaultTo(0);
  });
  await knex.raw('create index resources_search_name_index on resources (search_name)');
  await knex.raw('create index resources_search_vector_index on resources using gin (search_vector) with (fastupdate = off)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('resources', (t) => {
    t.dropColumn('search_popularity');
    t.dropColumn('search_vector');
    t.dropColumn('search_name');
  });
}
