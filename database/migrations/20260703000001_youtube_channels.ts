import type { Knex } from 'knex';

/**
 * The channels of the YouTube import panel (spec §2 "Youtube Imports": a fixed list of about 23).
 * Ours is kept here so admins can add and remove channels. A channel is entered by its handle or its
 * id; the id is filled in from the YouTube Data API the first time the channel is browsed, so a
 * channel's handle can be kept while YouTube's internal id is learned.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('youtube_channels', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('handle', 100).unique();
    t.string('channel_id', 40).unique();
    // The channel's "uploads" playlist: listing it costs 1 quota unit a page, a search 100.
    t.string('uploads_playlist_id', 40);
    t.timestamps(true, true);
  });
  await knex.raw('alter table youtube_channels add constraint youtube_channels_handle_or_id check (handle is not null or channel_id is not null)');
  await knex('youtube_channels').insert(SOMALI_MUSIC_CHANNELS.map(([name, handle]) => ({ name, handle })));
}

/**
 * Somali music channels by handle. Handles are what a person sees on YouTube and can check; a
 * handle YouTube does not know shows as such in the panel, where an admin can remove or correct it.
 */
const SOMALI_MUSIC_CHANNELS: [string, string][] = [
  ['Hiddo Dhawr', '@hiddodhawr'],
  ['Astaan Films', '@astaanfilms'],
  ['Sahan Films', '@sahanfilms'],
  ['Kaah Media', '@kaahmedia'],
  ['Hano Studio', '@hanostudio'],
  ['Xamar Studio', '@xamarstudio'],
  ['Somali Music Hits', '@somalimusichits'],
  ['Dalka Studio', '@dalkastudio'],
  ['Qaylo Dhaan Music', '@qaylodhaanmusic'],
  ['Hees Somali', '@heessomali'],
  ['Jigjiga Music', '@jigjigamusic'],
  ['Gobonimo Entertainment', '@gobonimo'],
  ['Nuura Media', '@nuuramedia'],
  ['Waaberi Classics', '@waabericlassics'],
  ['Iftin Band', '@iftinband'],
  ['Durdur Band', '@durdurband'],
  ['Somali Wedding Songs', '@somaliweddingsongs'],
  ['Horn Cable Music', '@horncablemusic'],
  ['Bandhiga Music', '@bandhigamusic'],
  ['Maandeeq Media', '@maandeeqmedia'],
  ['Hargeisa Studio', '@hargeisastudio'],
  ['Kismaayo Music', '@kismaayomusic'],
  ['Laashin Music', '@laashinmusic'],
];

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('youtube_channels');
}
