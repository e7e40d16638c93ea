import type { Knex } from 'knex';

/** The data-saver rendition of a song's audio (48 kbps mono), made by the audio job beside `mp3`. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('songs', (t) => {
    t.string('mp3_saver', 1000);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('songs', (t) => {
    t.dropColumn('mp3_saver');
  });
}
