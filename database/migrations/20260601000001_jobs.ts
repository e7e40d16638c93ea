import type { Knex } from 'knex';

export const JOB_STATES = ['waiting', 'running', 'done', 'dead'] as const;

/**
 * The job queue (server/jobs/): one table, claimed with FOR UPDATE SKIP LOCKED so two workers never
 * take the same job, a lease (locked_until) so a killed worker's job is taken again, backoff through
 * run_at, and a dead state keeping the last error. A plain table works the same on embedded PGlite
 * (one connection, no LISTEN) and on a PostgreSQL server.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.bigIncrements('id');
    t.string('kind', 60).notNullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.enu('state', [...JOB_STATES], { useNative: false, enumName: 'job_state' }).notNullable().defaultTo('waiting');
    // At most one waiting or running job per key ('song-audio:12'): enqueueing twice is harmless.
    t.string('unique_key', 200);
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.string('locked_by', 120);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
  });
  // What a worker asks for: the next waiting job due, or a running one whose lease ran out.
  await knex.raw(`create index jobs_claimable on jobs (run_at, id) where state in ('waiting', 'running')`);
  await knex.raw(`create unique index jobs_one_live_per_key on jobs (unique_key) where state in ('waiting', 'running')`);
  await knex.raw(`create index jobs_by_state on jobs (state, updated_at desc)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
