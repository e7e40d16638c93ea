import type { Knex } from 'knex';
import { floorHour } from './hours';

/** Trending halves a play's weight every two days: what is played now beats what was played last week. */
export const TRENDING_HALF_LIFE_SECONDS = 2 * 24 * 60 * 60;

/**
 * A play's trending weight seen from the start of its hour, 1 to 2^(1/48). Buckets store the sum of
 * these (`trend_weight`), so a bucket's weight at `now` is trend_weight * 0.5^((now - hour) / half-life)
 * and trending from buckets is exactly trending from raw plays (migration 20260315000001_play_rollups).
 */
export const weightWithinHour = (at: Date) => 2 ** ((at.getTime() - floorHour(at).getTime()) / 1000 / TRENDING_HALF_LIFE_SECONDS);

/** ON CONFLICT: add the new row's figures to the bucket's. */
const accumulate = (knex: Knex, table: string, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, knex.raw('?? + excluded.??', [`${table}.${column}`, column])]));

/**
 * Adds one ingested batch to the hourly buckets, in the batch's own transaction, so the charts see a
 * counted play exactly when play_events does. `songIds`: the songs whose play counted (each once).
 * Rows are written in id order so two batches touching the same buckets lock them in the same order.
 */
export async function addToRollups(trx: Knex.Transaction, batch: { songIds: number[]; seconds: number; at: Date }): Promise<void> {
  const hour = floorHour(batch.at);
  const weight = weightWithinHour(batch.at);
  if (batch.songIds.length) {
    const songIds = [...batch.songIds].sort((a, b) => a - b);
    await trx('song_plays_hourly')
      .insert(songIds.map((songId) => ({ song_id: songId, hour, plays: 1, trend_weight: weight })))
      .onConflict(['hour', 'song_id'])
      .merge(accumulate(trx, 'song_plays_hourly', ['plays', 'trend_weight']));
    await trx('artist_plays_hourly')
      .insert(
        trx('songs')
          .whereIn('id', songIds)
          .groupBy('artist_id')
          .orderBy('artist_id')
          .select('artist_id', trx.raw('?::timestamptz', [hour]), trx.raw('count(*)'), trx.raw('count(*) * ?::float8', [weight])),
      )
      .onConflict(['hour', 'artist_id'])
      .merge(accumulate(trx, 'artist_plays_hourly', ['plays', 'trend_weight']));
  }
  if (batch.seconds > 0) {
    await trx('play_seconds_hourly')
      .insert({ hour, seconds: batch.seconds })
      .onConflict('hour')
      .merge(accumulate(trx, 'play_seconds_hourly', ['seconds']));
  }
}

/**
 * Recomputes every bucket from play_events, and the genres' copy of songs.plays_count: for seeds,
 * which write events and counts in bulk rather than through ingestPlays.
 */
export async function rebuildPlayRollups(knex: Knex): Promise<void> {
  await knex.raw('truncate song_plays_hourly, artist_plays_hourly, play_seconds_hourly');
  const hour = `date_trunc('hour', play_events.created_at, 'UTC')`;
  const weight = `sum(power(2, extract(epoch from (play_events.created_at - ${hour}))::float8 / ${TRENDING_HALF_LIFE_SECONDS}))`;
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
  await knex.raw(
    'update song_genre set plays_count = songs.plays_count from songs where songs.id = song_genre.song_id and song_genre.plays_count <> songs.plays_count',
  );
}
