import type { Knex } from 'knex';

/**
 * Stories get edit conflicts (version) and the trash (deleted_at), as every entity backstage edits,
 * and the date the imported article was first published by its source (published_at is ours: when
 * the story went up on Hees; setting it publishes).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stories', (t) => {
    t.timestamp('source_published_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    // Public pages, lists and /api never show a row with deleted_at set; backstage can restore it.
    t.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('deleted_at');
    t.dropColumn('version');
    t.dropColumn('source_published_at');
  });
}
