import type { Knex } from 'knex';
import { songCards } from '../songs/songs.queries';
import type { SongCardRow } from '../songs/songs.presenter';
import type { ArtistCardRow } from '../artists/artists.queries';

/**
 * The charts, all read from counted plays only (plays.ingest.ts: one per listener and item per 30
 * minutes), so replaying a song over and over, or a script re-sending reports, cannot push it up.
 */

/** Trending halves a play's weight every two days: what is played now beats what was played last week. */
const TRENDING_HALF_LIFE_SECONDS = 2 * 24 * 60 * 60;

const countedSongPlays = (knex: Knex, since: Date, until?: Date) => {
  const plays = knex('play_events')
    .where('play_events.counted', true)
    .andWhere('play_events.created_at', '>=', since)
    .whereNotNull('play_events.song_id');
  return until ? plays.andWhere('play_events.created_at', '<', until) : plays;
};

const decayedScore = (knex: Knex) =>
  knex.raw('sum(power(0.5, extract(epoch from (now() - play_events.created_at)) / ?)) as score', [TRENDING_HALF_LIFE_SECONDS]);

/** Songs played most since `since`, recent plays weighing more. */
export async function trendingSongs(knex: Knex, since: Date, limit: number): Promise<SongCardRow[]> {
  return songCards(knex)
    .join(countedSongPlays(knex, since).select('song_id', decayedScore(knex)).groupBy('song_id').as('recent'), 'recent.song_id', 'songs.id')
    .orderBy([{ column: 'recent.score', order: 'desc' }, { column: 'songs.id', order: 'asc' }])
    .limit(limit);
}

/** Songs with the most counted plays from `since` until `until` (a chart: every play weighs the same). */
export async function topSongs(knex: Knex, since: Date, limit: number, until?: Date): Promise<SongCardRow[]> {
  return songCards(knex)
    .join(countedSongPlays(knex, since, until).select('song_id').count('* as plays').groupBy('song_id').as('recent'), 'recent.song_id', 'songs.id')
    .orderBy([{ column: 'recent.plays', order: 'desc' }, { column: 'songs.id', order: 'asc' }])
    .limit(limit);
}

/** Artists whose songs are trending since `since`, weighed like trendingSongs. */
export async function trendingArtists(knex: Knex, since: Date, limit: number): Promise<ArtistCardRow[]> {
  return knex('artists')
    .join(
      countedSongPlays(knex, since)
        .join('songs', 'songs.id', 'play_events.song_id')
        .select('songs.artist_id', decayedScore(knex))
        .groupBy('songs.artist_id')
        .as('recent'),
      'recent.artist_id',
      'artists.id',
    )
    .whereNull('artists.deleted_at')
    .select<ArtistCardRow[]>('artists.id', 'artists.name', 'artists.image', 'artists.content_type')
    .orderBy([{ column: 'recent.score', order: 'desc' }, { column: 'artists.id', order: 'asc' }])
    .limit(limit);
}

/** Minutes heard since `since`, songs and episodes together (seconds reported on pause and end). */
export async function minutesStreamed(knex: Knex, since: Date): Promise<number> {
  const row = await knex('play_events')
    .where('created_at', '>=', since)
    .first<{ seconds: number | null }>(knex.raw('sum(seconds_listened) as seconds'));
  return Math.round(Number(row?.seconds ?? 0) / 60);
}

/** Minutes heard in each calendar month (UTC) since `since`, oldest first: `{month: '2026-01', minutes}`. */
export async function minutesByMonth(knex: Knex, since: Date): Promise<{ month: string; minutes: number }[]> {
  const rows = await knex('play_events')
    .where('created_at', '>=', since)
    .select<{ month: string; seconds: number }[]>(
      knex.raw(`to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month`),
      knex.raw('sum(seconds_listened) as seconds'),
    )
    .groupBy('month')
    .orderBy('month');
  return rows.map((row) => ({ month: row.month, minutes: Math.round(Number(row.seconds) / 60) }));
}
