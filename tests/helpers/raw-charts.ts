import type { Knex } from 'knex';
import { songCards, type SongCardRow } from '../../server/features/songs/songs.queries';
import type { ArtistCardRow } from '../../server/features/artists/artists.queries';

/**
 * The charts as they were before the hourly rollups: every counted play event of the window read on
 * every request. Kept for the comparison tests (play-rollups.test.ts, chart-rankings.test.ts). `now` is a parameter so a test can ask both at the same instant.
 */

const HALF_LIFE_SECONDS = 2 * 24 * 60 * 60;

const countedSongPlays = (knex: Knex, since: Date, until?: Date) => {
  const plays = knex('play_events')
    .where('play_events.counted', true)
    .andWhere('play_events.created_at', '>=', since)
    .whereNotNull('play_events.song_id');
  return until ? plays.andWhere('play_events.created_at', '<', until) : plays;
};

const decayedScore = (knex: Knex, now: Date) =>
  knex.raw('sum(power(0.5, extract(epoch from (?::timestamptz - play_events.created_at)) / ?)) as score', [now, HALF_LIFE_SECONDS]);

export type Scored<T> = T & { score: number | string };

export async function rawTrendingSongs(knex: Knex, since: Date, limit: number, now = new Date()): Promise<Scored<SongCardRow>[]> {
  return songCards(knex)
    .select('recent.score')
    .join(countedSongPlays(knex, since).select('song_id', decayedScore(knex, now)).groupBy('song_id').as('recent'), 'recent.song_id', 'songs.id')
    .orderBy([{ column: 'recent.score', order: 'desc' }, { column: 'songs.id', order: 'asc' }])
    .limit(limit);
}

export async function rawTopSongs(knex: Knex, since: Date, limit: number, until?: Date): Promise<Scored<SongCardRow>[]> {
  return songCards(knex)
    .select('recent.plays as score')
    .join(countedSongPlays(knex, since, until).select('song_id').count('* as plays').groupBy('song_id').as('recent'), 'recent.song_id', 'songs.id')
    .orderBy([{ column: 'recent.plays', order: 'desc' }, { column: 'songs.id', order: 'asc' }])
    .limit(limit);
}

export async function rawTrendingArtists(knex: Knex, since: Date, limit: number, now = new Date()): Promise<Scored<ArtistCardRow>[]> {
  return knex('artists')
    .join(
      countedSongPlays(knex, since)
        .join('songs', 'songs.id', 'play_events.song_id')
        .select('songs.artist_id', decayedScore(knex, now))
        .groupBy('songs.artist_id')
        .as('recent'),
      'recent.artist_id',
      'artists.id',
    )
    .select<Scored<ArtistCardRow>[]>('artists.id', 'artists.name', 'artists.image', 'artists.content_type', 'recent.score')
    .orderBy([{ column: 'recent.score', order: 'desc' }, { column: 'artists.id', order: 'asc' }])
    .limit(limit);
}

export async function rawMinutesStreamed(knex: Knex, since: Date): Promise<number> {
  const row = await knex('play_events')
    .where('created_at', '>=', since)
    .first<{ seconds: number | null }>(knex.raw('sum(seconds_listened) as seconds'));
  return Math.round(Number(row?.seconds ?? 0) / 60);
}

export async function rawMinutesByMonth(knex: Knex, since: Date): Promise<{ month: string; minutes: number }[]> {
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
