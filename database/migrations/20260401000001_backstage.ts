import type { Knex } from 'knex';

/**
 * Backstage: who changed what (activity_log), edit conflicts (version) and the trash (deleted_at).
 * Artists get both columns now; the other entities get them when their backstage screens come.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_log', (t) => {
    t.bigIncrements('id');
    // Kept when the account goes: the history must still say a change happened.
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('entity_type', 40).notNullable();
    // The record's name when the entry was written, so the dashboard reads "Cabdi Qays" and not "artist 12".
    t.string('entity_label', 300).notNullable().defaultTo('');
    t.integer('entity_id').notNullable();
    t.enu('action', ['created', 'updated', 'trashed', 'restored'], { useNative: false, enumName: 'activity_action' }).notNullable();
    // {field: [before, after]}: what the edit screen's history and the dashboard show.
    t.jsonb('changes').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['entity_type', 'entity_id', 'id']);
    t.index(['id']);
  });

  await knex.schema.alterTable('artists', (t) => {
    // Each save sends the version it loaded; a save of an older version is refused, never applied over another.
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('artists', (t) => {
    t.dropColumn('deleted_at');
    t.dropColumn('version');
  });
  await knex.schema.dropTable('activity_log');
}
