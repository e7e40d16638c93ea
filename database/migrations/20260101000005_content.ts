import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pages', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.text('content').notNullable().defaultTo(''); // sanitized HTML
    t.timestamps(true, true);
  });

  // News stories. `blocks` is [{type: paragraph|heading|image, data: {text?, url?}}].
  await knex.schema.createTable('stories', (t) => {
    t.increments('id');
    t.string('title', 300).notNullable();
    t.string('slug', 320).notNullable().unique();
    t.string('image', 1000);
    t.string('source_name', 200);
    t.string('source_article', 1000); // the URL it was imported from
    t.string('author', 200);
    t.jsonb('blocks').notNullable().defaultTo('[]');
    t.jsonb('extra').notNullable().defaultTo(JSON.stringify({ text_formatted: false, image_imported: false }));
    t.timestamp('published_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['published_at']);
  });
  await knex.raw('create unique index stories_source_article_unique on stories (source_article) where source_article is not null');

  // Site options such as HOMEFEATURED (a list of up to 6 songs).
  await knex.schema.createTable('options', (t) => {
    t.increments('id');
    t.string('option_key', 100).notNullable().unique();
    t.jsonb('option_value').notNullable();
    t.timestamps(true, true);
  });

  // Affiliate promos: the home page shows one at random for the visitor's device.
  await knex.schema.createTable('promos', (t) => {
    t.increments('id');
    t.enu('device', ['android', 'ios'], { useNative: false, enumName: 'promo_device' }).notNullable();
    t.string('title', 200).notNullable();
    t.string('description', 500);
    t.string('url', 1000).notNullable();
    t.string('image', 1000);
    t.string('background', 40);
    t.string('color', 40);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.index(['device']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('promos');
  await knex.schema.dropTable('options');
  await knex.schema.dropTable('stories');
  await knex.schema.dropTable('pages');
}
