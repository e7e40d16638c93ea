import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('favorites', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'song_id']);
    t.index(['song_id']);
  });

  // Playback reports (spec §7 analytics). No personal data beyond the user id when signed in;
  // `listener` is a salted hash that lets repeated reports from one listener be counted once.
  await knex.schema.createTable('play_events', (t) => {
    t.bigIncrements('id');
    t.enu('name', ['Song', 'Episode'], { useNative: false, enumName: 'play_event_name' }).notNullable();
    t.enu('event_category', ['load', 'play', 'pause', 'ended'], { useNative: false, enumName: 'play_event_category' })
      .notNullable();
    t.integer('song_id').references('songs.id').onDelete('CASCADE');
    t.integer('episode_id').references('episodes.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('listener', 64);
    t.integer('seconds_listened').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['song_id', 'created_at']);
    t.index(['episode_id', 'created_at']);
  });
  await knex.raw(
    `alter table play_events add constraint play_events_one_subject check (
      (name = 'Song' and song_id is not null and episode_id is null) or
      (name = 'Episode' and episode_id is not null and song_id is null))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('play_events');
  await knex.schema.dropTable('favorites');
}
