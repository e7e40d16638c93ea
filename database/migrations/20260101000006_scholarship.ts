import type { Knex } from 'knex';

export const TOPIC_TYPES = ['hadith', 'tafsiir', 'tajweed', 'fiqh', 'siirah', 'quran', 'lecture', 'other'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scholars', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('name_arabic', 200);
    t.string('image', 1000);
    t.text('bio');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('topics', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.jsonb('name_translations').notNullable().defaultTo(JSON.stringify({ arabic: null, english: null }));
    t.enu('topic_type', [...TOPIC_TYPES], { useNative: false, enumName: 'topic_type' }).notNullable().defaultTo('other');
    t.integer('scholar_id').references('scholars.id').onDelete('SET NULL');
    t.string('image', 1000);
    t.text('description');
    t.timestamps(true, true);
    t.index(['scholar_id']);
  });

  await knex.schema.createTable('resources', (t) => {
    t.increments('id');
    t.string('title', 300).notNullable();
    t.jsonb('title_translation').notNullable().defaultTo(JSON.stringify({ arabic: null, english: null }));
    t.integer('scholar_id').references('scholars.id').onDelete('SET NULL');
    t.text('description');
    t.string('source_url', 1000);
    // Text blocks: [{language: somali|arabic|english, type: 'text', content}]
    t.jsonb('translation').notNullable().defaultTo('[]');
    t.integer('ordering').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['scholar_id']);
  });
  await knex.raw('alter table resources add constraint resources_ordering_min check (ordering >= 0)');

  await knex.schema.createTable('resource_topic', (t) => {
    t.integer('resource_id').notNullable().references('resources.id').onDelete('CASCADE');
    t.integer('topic_id').notNullable().references('topics.id').onDelete('CASCADE');
    t.primary(['resource_id', 'topic_id']);
    t.index(['topic_id']);
  });

  await knex.schema.createTable('media', (t) => {
    t.increments('id');
    t.string('title', 300);
    t.string('file_path', 1000).notNullable();
    t.enu('media_type', ['audio'], { useNative: false, enumName: 'media_type' }).notNullable().defaultTo('audio');
    t.integer('resource_id').references('resources.id').onDelete('CASCADE');
    t.timestamps(true, true);
    t.index(['resource_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media');
  await knex.schema.dropTable('resource_topic');
  await knex.schema.dropTable('resources');
  await knex.schema.dropTable('topics');
  await knex.schema.dropTable('scholars');
}
