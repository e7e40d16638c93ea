import type { Knex } from 'knex';

/**
 * Episodes staff upload to a podcast of our own (issue 31): the uploaded original (`audio_source`)
 * goes through the audio pipeline before it is played, so an episode has an audio state.
 * 'processing' and 'failed' episodes stay off the site, /api, the sitemaps and our feed; every
 * episode read from a feed is 'ready' (its audio is the feed's enclosure).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('episodes', (t) => {
    t.string('audio_source', 1000);
    t.string('audio_status', 20).notNullable().defaultTo('ready');
    t.text('audio_message');
  });
  await knex.raw(`alter table episodes add constraint episodes_audio_status_check check (audio_status in ('processing', 'ready', 'failed'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table episodes drop constraint episodes_audio_status_check');
  await knex.schema.alterTable('episodes', (t) => {
    t.dropColumn('audio_message');
    t.dropColumn('audio_status');
    t.dropColumn('audio_source');
  });
}
