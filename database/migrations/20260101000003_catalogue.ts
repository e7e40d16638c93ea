import type { Knex } from 'knex';

export const ARTIST_CONTENT_TYPES = ['HSA', 'GBY', 'MJY', 'QRA', 'JIL', 'MSK'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('countries', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('code', 2).notNullable().unique();
  });

  await knex.schema.createTable('artists', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.string('stage_name', 200);
    t.string('image', 1000);
    t.enu('content_type', [...ARTIST_CONTENT_TYPES], { useNative: false, enumName: 'artist_content_type' })
      .notNullable()
      .defaultTo('HSA');
    t.text('biography');
    t.timestamps(true, true);
    t.index(['name']);
  });

  await knex.schema.createTable('genres', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('slug', 120).notNullable().unique();
    t.text('description');
    t.string('color', 20);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('albums', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.integer('artist_id').notNullable().references('artists.id').onDelete('RESTRICT');
    t.string('cover', 1000);
    t.string('content_type', 3);
    t.date('released_at');
    t.timestamps(true, true);
    t.index(['artist_id']);
  });

  await knex.schema.createTable('songs', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('slug', 240).notNullable().unique();
    t.integer('artist_id').notNullable().references('artists.id').onDelete('RESTRICT');
    // The original vocalist when this is a cover of another artist's song.
    t.integer('original_artist_id').references('artists.id').onDelete('SET NULL');
    t.integer('album_id').references('albums.id').onDelete('SET NULL');
    t.string('content_type', 3);
    t.smallint('released').checkBetween([1900, 2100]);
    t.string('youtube', 20);
    t.string('cover', 1000);
    t.string('audio', 1000); // source audio as uploaded or downloaded
    t.string('mp3', 1000); // the playable mp3
    t.string('smart_vocals', 1000); // smart music stems
    t.string('smart_music', 1000);
    t.integer('duration_seconds').checkPositive();
    t.jsonb('meta').notNullable().defaultTo(
      JSON.stringify({ is_youtube: true, cover: false, retry: false, is_smart: false, status: null, message: null }),
    );
    t.integer('plays_count').notNullable().defaultTo(0); // lifetime plays, the popularity tiebreak
    t.timestamp('published_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['artist_id']);
    t.index(['original_artist_id']);
    t.index(['album_id']);
    t.index(['created_at']);
    t.index(['plays_count']);
  });
  await knex.raw('create index songs_smart_index on songs (id) where (meta->>\'is_smart\')::boolean');
  await knex.raw('create index songs_without_mp3_index on songs (id) where mp3 is null');

  await knex.schema.createTable('song_features', (t) => {
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.smallint('position').notNullable().checkBetween([1, 4]); // at most 4 featuring artists
    t.primary(['song_id', 'artist_id']);
    t.unique(['song_id', 'position']);
    t.index(['artist_id']);
  });

  // Lyrics: one or more versions ("verses") per song; the default one is shown first.
  await knex.schema.createTable('verses', (t) => {
    t.increments('id');
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.string('title', 200);
    t.string('language', 20).notNullable().defaultTo('somali');
    t.boolean('is_default').notNullable().defaultTo(false);
    t.text('non_synced_lyrics').notNullable();
    // [{ time: seconds, text: line }] when the lyrics are time-synced.
    t.jsonb('synced_lyrics');
    t.timestamp('verified_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['song_id']);
  });
  await knex.raw('create unique index verses_one_default_per_song on verses (song_id) where is_default');

  await knex.schema.createTable('song_genre', (t) => {
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.integer('genre_id').notNullable().references('genres.id').onDelete('CASCADE');
    t.primary(['song_id', 'genre_id']);
    t.index(['genre_id']);
  });

  await knex.schema.createTable('playlists', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('slug', 220).notNullable().unique();
    t.text('description');
    t.string('cover', 1000);
    t.timestamps(true, true);
  });

  await knex.schema.createTable('playlist_song', (t) => {
    t.integer('playlist_id').notNullable().references('playlists.id').onDelete('CASCADE');
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['playlist_id', 'song_id']);
    t.index(['song_id']);
  });

  // Lyrics sent in by visitors: kept for staff review, never shown unreviewed.
  await knex.schema.createTable('lyrics_submissions', (t) => {
    t.increments('id');
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('submitter_name', 200);
    t.text('lyrics').notNullable();
    t.enu('status', ['pending', 'approved', 'rejected'], { useNative: false, enumName: 'lyrics_submission_status' })
      .notNullable()
      .defaultTo('pending');
    t.integer('reviewed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['status', 'created_at']);
    t.index(['song_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'lyrics_submissions',
    'playlist_song',
    'playlists',
    'song_genre',
    'verses',
    'song_features',
    'songs',
    'albums',
    'genres',
    'artists',
    'countries',
  ]) {
    await knex.schema.dropTable(table);
  }
}
