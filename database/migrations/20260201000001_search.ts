import type { Knex } from 'knex';

/**
 * Search columns, filled by `server/features/search/search.indexer.ts` with the Somali folding of
 * `server/lib/search-folding.ts` (folding happens in TypeScript, so the index and the queries share one function):
 * - search_name: the whole name folded, for "the query is the name" (btree);
 * - search_vector: the folded words of the name and the names around it (a song's singer, an
 *   album's artist, a podcast's host...) (GIN); songs also have search_full_vector, which adds
 *   their featured artists and every verse of their lyrics;
 * - search_popularity: the tiebreak, a snapshot taken when the row is indexed (plays, or how much
 *   hangs off a scholar or topic); songs use their live plays_count instead, with a
 *   (plays_count desc, id) index so a ranked list of songs reads in index order.
 * The GIN indexes have no pending list (fastupdate off): every update of a song, a new play count
 * included, would otherwise queue its words in an unsorted list that each search scans until a
 * vacuum merges it (and PGlite never autovacuums), which made searches several times slower.
 * search_terms is the dictionary of every indexed word: query words are completed (prefix) and
 * corrected against it before the full-text query runs, and how many songs hold each word tells the
 * search how to read the songs that match. search_term_variants holds each word's deletion variants,
 * which find the words a typo may stand for with exact lookups (see typo-variants.ts).
 */
const TABLES = ['songs', 'artists', 'albums', 'podcasts', 'playlists', 'scholars', 'topics'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.text('search_name').notNullable().defaultTo('');
      t.specificType('search_vector', 'tsvector').notNullable().defaultTo(knex.raw(`''::tsvector`));
      if (table === 'songs') t.specificType('search_full_vector', 'tsvector').notNullable().defaultTo(knex.raw(`''::tsvector`));
      if (table !== 'songs') t.integer('search_popularity').notNullable().defaultTo(0);
    });
    // Songs share names ("Jacayl Macaan" is a hundred songs at 100k): ranked straight from the index.
    const nameColumns = table === 'songs' ? 'search_name, plays_count desc, id' : 'search_name';
    await knex.raw(`create index ?? on ?? (${nameColumns})`, [`${table}_search_name_index`, table]);
    await knex.raw(`create index ?? on ?? using gin (search_vector) with (fastupdate = off)`, [`${table}_search_vector_index`, table]);
  }
  await knex.raw('create index songs_search_full_vector_index on songs using gin (search_full_vector) with (fastupdate = off)');
  await knex.raw('create index songs_popularity_rank_index on songs (plays_count desc, id)');
  // Per-word statistics for every word of the catalogue, not only the 1000 most common: the search
  // reads rare words through the GIN index only when the planner knows they are rare.
  await knex.raw('alter table songs alter column search_vector set statistics 10000, alter column search_full_vector set statistics 10000');

  await knex.raw(`create table search_terms (
    term text collate "C" primary key,
    in_song_names integer not null default 0,
    in_songs integer not null default 0
  )`);
  await knex.raw(`create table search_term_variants (
    variant text collate "C" not null,
    term text collate "C" not null,
    primary key (variant, term)
  )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('search_term_variants');
  await knex.schema.dropTable('search_terms');
  await knex.raw('drop index songs_popularity_rank_index');
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('search_name');
      t.dropColumn('search_vector');
      if (table === 'songs') t.dropColumn('search_full_vector');
      if (table !== 'songs') t.dropColumn('search_popularity');
    });
  }
}
