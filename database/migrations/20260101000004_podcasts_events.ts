import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('podcasts', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.string('host', 200);
    t.string('image', 1000);
    t.text('description');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('episodes', (t) => {
    t.increments('id');
    t.integer('podcast_id').notNullable().references('podcasts.id').onDelete('CASCADE');
    t.string('title', 300).notNullable();
    t.string('excerpt', 500);
    t.text('description');
    t.timestamp('pub_date', { useTz: true }).notNullable();
    t.integer('ordering').notNullable().defaultTo(0);
    t.string('image', 1000);
    t.string('audio', 1000); // the playable mp3
    t.integer('duration_seconds').checkPositive();
    t.timestamps(true, true);
    t.index(['podcast_id', 'pub_date']);
    t.index(['pub_date']);
  });

  await knex.schema.createTable('events', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.string('venue', 200);
    t.string('price', 60); // as staff write it: "£25", "Free", "$40-$60"
    t.text('description');
    t.string('poster', 1000);
    t.string('street', 200);
    t.string('city', 120);
    t.integer('country_id').references('countries.id').onDelete('SET NULL');
    t.string('postal_code', 20);
    t.string('ticket_url', 1000);
    t.timestamp('date_at', { useTz: true }).notNullable();
    t.timestamp('published_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['date_at']);
  });

  await knex.schema.createTable('event_artist', (t) => {
    t.integer('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.smallint('position').notNullable().checkBetween([1, 10]); // at most 10 artists on an event
    t.primary(['event_id', 'artist_id']);
    t.unique(['event_id', 'position']);
    t.index(['artist_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_artist');
  await knex.schema.dropTable('events');
  await knex.schema.dropTable('episodes');
  await knex.schema.dropTable('podcasts');
}
