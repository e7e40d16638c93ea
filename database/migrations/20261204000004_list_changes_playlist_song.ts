import type { Knex } from 'knex';

/**
 * A playlist's songs move the lists' version too (migration 20261204000001_list_changes): the
 * backstage playlists list shows each playlist's song count and can be ordered by it, so every order
 * of it read `playlist_song`, a table without the trigger, and was read whole on every visit
 * (server/db/kept-list-ids.ts keeps no list reading such a table). With this trigger it is kept per
 * data version like the others.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger playlist_song_list_changed after insert or update or delete on playlist_song for each statement execute function list_changed()`);
  await knex.raw(`create trigger playlist_song_list_truncated after truncate on playlist_song for each statement execute function list_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger playlist_song_list_changed on playlist_song');
  await knex.raw('drop trigger playlist_song_list_truncated on playlist_song');
}
