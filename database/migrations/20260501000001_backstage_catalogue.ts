import type { Knex } from 'knex';

/** The catalogue entities backstage edits, besides artists (20260401000001_backstage). */
const EDITED = ['songs', 'albums', 'events', 'pages', 'playlists'] as const;

/**
 * Edit conflicts (version) and the trash (deleted_at) for every catalogue entity backstage edits,
 * and the track order of an album (album_position), which staff set on the album's screen.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of EDITED) {
    await knex.schema.alterTable(table, (t) => {
      // Each save sends the version it loaded; a save of an older version is refused, never applied over another.
      t.integer('version').notNullable().defaultTo(1);
      // Public pages, lists, search and /api never show a row with deleted_at set; backstage can restore it.
      t.timestamp('deleted_at', { useTz: true });
    });
  }
  await knex.schema.alterTable('songs', (t) => {
    // The song's place on its album (1 = first track); null sorts after the ordered ones, by release year.
    t.smallint('album_position').checkBetween([1, 500]);
    t.index(['album_id', 'album_position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('songs', (t) => {
    t.dropIndex(['album_id', 'album_position']);
    t.dropColumn('album_position');
  });
  for (const table of [...EDITED].reverse()) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('deleted_at');
      t.dropColumn('version');
    });
  }
}
