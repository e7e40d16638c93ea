import type { Knex } from 'knex';

/**
 * Artists a listener follows (issue 35). The primary key makes a follow idempotent and serves "whom
 * does this listener follow"; the index on artist_id serves an artist's followers count. Deleting
 * the user or the artist takes their follows with them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('artist_follows', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'artist_id']);
    t.index(['artist_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('artist_follows');
}
