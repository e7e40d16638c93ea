import type { Knex } from 'knex';
import { unwatchListChanges, watchListChanges } from './20261204000001_list_changes';

/**
 * A playlist's songs move the lists' version too (migration 20261204000001_list_changes): the
 * backstage playlists list shows each playlist's song count and can be ordered by it, so every order
 * of it read `playlist_song`, a table without the trigger, and was read whole on every visit
 * (server/db/kept-list-ids.ts keeps no list reading such a table). With this trigger it is kept per
 * data version like the others.
 */
export async function up(knex: Knex): Promise<void> {
  await watchListChanges(knex, 'playlist_song');
}

export async function down(knex: Knex): Promise<void> {
  await unwatchListChanges(knex, 'playlist_song');
}
