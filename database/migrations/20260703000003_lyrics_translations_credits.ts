import type { Knex } from 'knex';

/**
 * A lyrics version's line-by-line translation ({language, lines}, lines aligned with the version's
 * own sung lines), and a song's credits ({poet, composer, singers, band}: names as written, since
 * poets and composers are mostly not artists with pages of their own).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('verses', (t) => t.jsonb('translation'));
  await knex.schema.alterTable('songs', (t) => t.jsonb('credits'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('songs', (t) => t.dropColumn('credits'));
  await knex.schema.alterTable('verses', (t) => t.dropColumn('translation'));
}
