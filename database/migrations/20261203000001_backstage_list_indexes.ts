import type { Knex } from 'knex';

/**
 * Backstage lists paged at any depth (server/backstage/list-page.ts reads a page's ids in the list's
 * order, then its rows): each index holds one list's rows, in one of its orders with the id as the
 * tiebreak, so a page of ids and the list's count are index-only scans, read forwards or backwards.
 * Partial on the trash column as the lists are (the trash tab and each songs filter have their own
 * where they are long). Plain CREATE INDEX, in the migration's transaction as everywhere here: at
 * 100,000 songs each builds in well under a second, and PGlite has no CONCURRENTLY to offer.
 */
const INDEXES: [name: string, definition: string][] = [
  ['songs_backstage_updated_index', 'songs (updated_at, id) where deleted_at is null'],
  ['songs_backstage_name_index', 'songs (name, id) where deleted_at is null'],
  ['songs_backstage_artist_index', 'songs (artist_id, id) where deleted_at is null'],
  ['songs_backstage_trash_index', 'songs (updated_at, id) where deleted_at is not null'],
  ['songs_backstage_no_audio_index', 'songs (updated_at, id) where deleted_at is null and mp3 is null'],
  ['songs_backstage_failed_index', "songs (updated_at, id) where deleted_at is null and (meta->>'status') = 'fail'"],
  ['songs_backstage_smart_index', "songs (updated_at, id) where deleted_at is null and (meta->>'is_smart')::boolean"],
  // The public /artist/{id}/songs in its whole order (artistSongIds), so its deep pages walk the index too.
  ['songs_artist_page_index', 'songs (artist_id, plays_count desc, released desc nulls last, id) where deleted_at is null'],
  ['artists_backstage_name_index', 'artists (name, id) where deleted_at is null'],
  ['artists_backstage_updated_index', 'artists (updated_at, id) where deleted_at is null'],
  ['jobs_done_index', "jobs (finished_at, id) where state = 'done'"],
  ['jobs_waiting_index', "jobs (run_at, id) where state = 'waiting'"],
  ['jobs_state_updated_index', "jobs (state, updated_at, id) where state <> 'done'"],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of INDEXES) await knex.raw(`create index ${name} on ${definition}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await knex.raw(`drop index ${name}`);
}
