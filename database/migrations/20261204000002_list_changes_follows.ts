import type { Knex } from 'knex';
import { unwatchListChanges, watchListChanges } from './20261204000001_list_changes';

/**
 * The follows move the lists' version too (migration 20261204000001_list_changes): the backstage
 * artists list shows each artist's followers and can be ordered by them, so with this trigger it is
 * kept per data version like the others (server/db/kept-list-ids.ts keeps no list reading a table
 * without one).
 */
export async function up(knex: Knex): Promise<void> {
  await watchListChanges(knex, 'artist_follows');
}

export async function down(knex: Knex): Promise<void> {
  await unwatchListChanges(knex, 'artist_follows');
}
