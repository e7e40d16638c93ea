import type { Knex } from 'knex';

/**
 * Hit counters of the rate limiter (server/http/rate-limit.ts). In the database rather than in memory
 * so that every instance of the app counts against the same limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('hits').notNullable();
    t.timestamp('reset_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
