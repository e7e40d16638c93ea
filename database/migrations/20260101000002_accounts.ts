import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('email', 320).notNullable().unique();
    t.string('avatar', 1000);
    t.string('google_id', 100).unique();
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });

  // Personal access tokens for the apps: only a SHA-256 of the token is stored.
  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 100).notNullable().defaultTo('web');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('last_used_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  // The shape connect-session-knex reads and writes (created here so migrations own the schema).
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.json('sess').notNullable();
    t.timestamp('expired', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('api_tokens');
  await knex.schema.dropTable('users');
}
