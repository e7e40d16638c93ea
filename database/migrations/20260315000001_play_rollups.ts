import type { Knex } from 'knex';

/**
 * Charts from hourly rollups instead of a week of raw play events per request, and similar songs
 * from bounded, indexed candidate lists.
 *
 * - song_plays_hourly / artist_plays_hourly: counted plays per song (per artist) and UTC hour.
 *   `trend_weight` is the sum, over the bucket's plays, of 2^((played_at - hour) / half-life): each
 *   play's trending weight as seen from the start of its hour. Because the weight halves
 *   exponentially, a play's weight at any later moment is the hour's weight times
 *   0.5^((now - hour) / half-life), so trending from buckets equals trending from raw events exactly
 *   (no rounding of play times to the hour). The half-life (two days) is baked into the stored
 *   figure: changing it means recomputing this column.
 * - play_seconds_hourly: seconds heard per UTC hour, songs and episodes, every report (minutes streamed).
 * - song_genre.plays_count: the song's lifetime plays copied next to its genre, so "a genre's most
 *   played songs" is an index range, not a join over every song of the genre.
 *
 * Self-contained on purpose (no app imports): the backfill must mean what it meant when it ran.
 * server/features/plays/play-rollups.ts keeps the buckets up to date from then on.
 */
const HALF_LIFE_SECONDS = 2 * 24 * 60 * 60;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('song_plays_hourly', (t) => {
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.timestamp('hour', { useTz: true }).notNullable();
    t.integer('plays').notNullable();
    t.double('trend_weight').notNullable();
    // The charts read a range of hours; the key order serves that range directly.
    t.primary(['hour', 'song_id']);
    t.index(['song_id']);
  });
  await knex.schema.createTable('artist_plays_hourly', (t) => {
    t.integer('artist_id').notNullable().references('artists.id').onDelete('CASCADE');
    t.timestamp('hour', { useTz: true }).notNullable();
    t.integer('plays').notNullable();
    t.double('trend_weight').notNullable();
    t.primary(['hour', 'artist_id']);
    t.index(['artist_id']);
  });
  await knex.schema.createTable('play_seconds_hourly', (t) => {
    t.timestamp('hour', { useTz: true }).primary();
    t.bigInteger('seconds').notNullable();
  });

  const hour = `date_trunc('hour', play_events.created_at, 'UTC')`;
  const weight = `sum(power(2, extract(epoch from (play_events.created_at - ${hour}))::float8 / ${HALF_LIFE_SECONDS}))`;
  await knex.raw(`
    insert into song_plays_hourly (song_id, hour, plays, trend_weight)
    select play_events.song_id, ${hour}, count(*), ${weight}
    from play_events where play_events.counted and play_events.song_id is not null
    group by 1, 2`);
  await knex.raw(`
    insert into artist_plays_hourly (artist_id, hour, plays, trend_weight)
    select songs.artist_id, ${hour}, count(*), ${weight}
    from play_events join songs on songs.id = play_events.song_id
    where play_events.counted
    group by 1, 2`);
  await knex.raw(`
    insert into play_seconds_hourly (hour, seconds)
    select ${hour}, sum(play_events.seconds_listened)
    from play_events group by 1 having sum(play_events.seconds_listened) > 0`);

  await knex.schema.alterTable('song_genre', (t) => {
    t.integer('plays_count').notNullable().defaultTo(0);
  });
  await knex.raw('update song_genre set plays_count = songs.plays_count from songs where songs.id = song_genre.song_id');
  // Similar songs read the first few entries of these, most played first.
  await knex.raw('create index song_genre_popularity_index on song_genre (genre_id, plays_count desc, song_id)');
  await knex.raw('create index songs_artist_popularity_index on songs (artist_id, plays_count desc, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index songs_artist_popularity_index');
  await knex.raw('drop index song_genre_popularity_index');
  await knex.schema.alterTable('song_genre', (t) => {
    t.dropColumn('plays_count');
  });
  await knex.schema.dropTable('play_seconds_hourly');
  await knex.schema.dropTable('artist_plays_hourly');
  await knex.schema.dropTable('song_plays_hourly');
}
