import type { Knex } from 'knex';

/**
 * The backstage lists' search words for the tables the public search does not index (stories, pages,
 * events): `list_search_vector`, the Somali folding (server/lib/search-folding.ts) of what each list
 * searches, so `?q=Muqdisho` finds "Muqdisho" as the query's folded "mukdisho" (the raw
 * to_tsvector('simple', title) before could never match a word the folding changes).
 *
 * The folding is TypeScript, so the database cannot fill the column itself. Instead a row whose text
 * changes is marked as not indexed (null), by a trigger, whoever writes it (backstage, the story
 * import, a seed, a script), and the list indexes its unindexed rows before it searches
 * (server/backstage/list-search.ts). Rows that exist now start unindexed: the first search indexes them.
 */
const LISTS = [
  { table: 'stories', columns: ['title', 'source_name', 'author'] },
  { table: 'pages', columns: ['title'] },
  { table: 'events', columns: ['name', 'venue', 'city'] },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create function list_search_stale() returns trigger language plpgsql as $$
    begin
      new.list_search_vector := null;
      return new;
    end
  $$`);
  for (const { table, columns } of LISTS) {
    await knex.schema.alterTable(table, (t) => {
      t.specificType('list_search_vector', 'tsvector').nullable();
    });
    // No pending list, like the search columns (20260201000001_search): PGlite never vacuums it away.
    await knex.raw(`create index ?? on ?? using gin (list_search_vector) with (fastupdate = off)`, [`${table}_list_search_vector_index`, table]);
    // A partial index finds the rows still to index without reading the table.
    await knex.raw(`create index ?? on ?? (id) where list_search_vector is null`, [`${table}_list_search_pending_index`, table]);
    await knex.raw(`create trigger ?? before update of ${columns.map(() => '??').join(', ')} on ?? for each row execute function list_search_stale()`, [
      `${table}_list_search_stale`,
      ...columns,
      table,
    ]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of LISTS) {
    await knex.raw('drop trigger ?? on ??', [`${table}_list_search_stale`, table]);
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('list_search_vector');
    });
  }
  await knex.raw('drop function list_search_stale()');
}
