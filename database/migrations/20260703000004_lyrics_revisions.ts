import type { Knex } from 'knex';

/**
 * Every state a song's lyrics have been in, whole (each version's text, language, default flag,
 * timed lines and translation), so staff can restore one. The activity log keeps the readable diff;
 * this keeps what a restore needs.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lyrics_revisions', (t) => {
    t.bigIncrements('id');
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('reason', 200).notNullable();
    t.jsonb('verses').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['song_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lyrics_revisions');
}
