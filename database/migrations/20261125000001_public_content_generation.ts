import type { Knex } from 'knex';

/**
 * One number that goes up whenever something visitors see was changed (a backstage write, a job's
 * result). Every app instance keeps visitors' answers in memory; it reads this number at most once a
 * second and drops what it kept when the number moved, so a change made through one instance (or by
 * the worker) reaches the caches of all the others.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('public_content_state', (t) => {
    t.smallint('id').primary();
    t.bigInteger('generation').notNullable().defaultTo(0);
  });
  await knex('public_content_state').insert({ id: 1, generation: 0 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('public_content_state');
}
