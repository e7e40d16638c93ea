import type { Knex } from 'knex';

/**
 * The follows move the lists' version too (migration 20261204000001_list_changes): the backstage
 * artists list shows each artist's followers and can be ordered by them, so with this trigger it is
 * kept per data version like the others (server/db/kept-list-ids.ts keeps no list reading a table
 * without one).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger artist_follows_list_changed after insert or update or delete on artist_follows for each statement execute function list_changed()`);
  await knex.raw(`create trigger artist_follows_list_truncated after truncate on artist_follows for each statement execute function list_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger artist_follows_list_changed on artist_follows');
  await knex.raw('drop trigger artist_follows_list_truncated on artist_follows');
}
