import type { Knex } from 'knex';

/** The lecture entities backstage edits (issue: Backstage part 3). */
const EDITED = ['scholars', 'topics', 'resources'] as const;

/**
 * Edit conflicts (version) and the trash (deleted_at) for scholars, topics and resources, as the
 * other catalogue entities have them; and what a lecture recording needs once staff upload it:
 * its place in the resource's list, the uploaded original while the audio pipeline normalises it,
 * the 48 kbps rendition, its length, and where processing stands.
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
  await knex.schema.alterTable('media', (t) => {
    // 'processing' until the normalised mp3 is stored; only 'ready' media are played on the public site.
    t.enu('status', ['processing', 'ready', 'failed'], { useNative: false, enumName: 'media_status' }).notNullable().defaultTo('ready');
    t.string('message', 500);
    // The file staff uploaded, kept until the pipeline has made file_path from it.
    t.string('source_path', 1000);
    t.string('file_path_saver', 1000);
    t.integer('duration_seconds');
    // The order of a resource's recordings (part 1, part 2 ...), then by id.
    t.smallint('position').notNullable().defaultTo(0);
    t.index(['resource_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('media', (t) => {
    t.dropIndex(['resource_id', 'position']);
    for (const column of ['position', 'duration_seconds', 'file_path_saver', 'source_path', 'message', 'status']) t.dropColumn(column);
  });
  for (const table of EDITED) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('deleted_at');
      t.dropColumn('version');
    });
  }
}
