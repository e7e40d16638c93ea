import type { Knex } from 'knex';

/**
 * Public song lists paged by their ids alone (song-list-source.ts):
 * - /just-added pages public songs newest first: this index holds them in that order, so a page,
 *   however deep, walks index entries only, and the list's count is an index-only scan;
 * - genre lists walk song_genre's popularity index and leave out trashed songs by an anti-join
 *   against the few songs in the trash, which this partial index holds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index songs_just_added_index on songs (created_at desc, id desc) where deleted_at is null');
  await knex.raw('create index songs_trashed_index on songs (id) where deleted_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index songs_trashed_index');
  await knex.raw('drop index songs_just_added_index');
}
