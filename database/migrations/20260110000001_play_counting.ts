import type { Knex } from 'knex';

/**
 * Counting plays once per listener (issue #4). A `play` report counts when the same listener has not
 * had the same song or episode counted in the last 30 minutes. `play_listens` keeps, per listener and
 * subject, when that last counted play was; an upsert that only moves the time forward after 30
 * minutes decides, atomically, whether a new play counts (a sliding window: a fixed time bucket
 * would let two plays a minute apart straddle a bucket edge and both count).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('play_listens', (t) => {
    t.string('listener', 64).notNullable();
    t.enu('name', ['Song', 'Episode'], { useNative: false, enumName: 'play_listen_name' }).notNullable();
    t.integer('subject_id').notNullable();
    t.timestamp('counted_at', { useTz: true }).notNullable();
    t.primary(['listener', 'name', 'subject_id']);
    // Rows older than the window decide nothing any more; pruning finds them by this.
    t.index(['counted_at']);
  });

  await knex.schema.alterTable('play_events', (t) => {
    t.boolean('counted').notNullable().defaultTo(false);
  });
  // Plays reported before de-duplication existed were all counted.
  await knex('play_events').where('event_category', 'play').update({ counted: true });
  // The charts read counted plays of the last days only.
  await knex.raw('create index play_events_counted_recent on play_events (created_at) where counted');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index play_events_counted_recent');
  await knex.schema.alterTable('play_events', (t) => {
    t.dropColumn('counted');
  });
  await knex.schema.dropTable('play_listens');
}
