import type { Knex } from 'knex';

/** The order staff give a song's lyrics versions (the song form reorders them); the default one still comes first. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('verses', (t) => {
    t.smallint('position').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('verses', (t) => {
    t.dropColumn('position');
  });
}
