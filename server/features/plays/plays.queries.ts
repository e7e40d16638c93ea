import type { Knex } from 'knex';
import { songCards, type SongCardRow } from '../songs/songs.queries';
import type { ArtistCardRow } from '../artists/artists.queries';
import { splitAtHours, type Span } from './hours';
import { TRENDING_HALF_LIFE_SECONDS } from './play-rollups';

/**
 * The charts, all read from counted plays only (plays.ingest.ts: one per listener and item per 30
 * minutes), so replaying a song over and over, or a script re-sending reports, cannot push it up.
 *
 * They read the hourly buckets ingestPlays keeps (play-rollups.ts) for the whole hours of their
 * window, and raw events only for the part-hours at its ends (hours.ts), so a request reads at most
 * one row per song (artist) and hour plus two hours of events, whatever a week's traffic was, and
 * the figures are those of counting every event.
 */

type Edges = Required<Span>[];

const inHours = (hours: Span) => (query: Knex.QueryBuilder) => {
  query.where('hour', '>=', hours.from);
  if (hours.to) query.andWhere('hour', '<', hours.to);
};

const inEdges = (edges: Edges) => (query: Knex.QueryBuilder) =>
  query.where((any) => {
    for (const edge of edges) any.orWhere((one) => one.where('play_events.created_at', '>=', edge.from).andWhere('play_events.created_at', '<', edge.to));
  });

/** The window's rows: from the buckets of its whole hours, and from the raw events of its part-hours. */
function bucketsAndEdges(window: Span, buckets: (hours: Span) => Knex.QueryBuilder, events: (edges: Edges) => Knex.QueryBuilder) {
  const { hours, edges } = splitAtHours(window);
  const fromBuckets = buckets(hours);
  return (edges.length ? fromBuckets.unionAll(events(edges), true) : fromBuckets).as('parts');
}

const countedSongPlays = (knex: Knex, edges: Edges) =>
  knex('play_events').where('play_events.counted', true).whereNotNull('play_events.song_id').modify(inEdges(edges));

/** A play's (or an hour's) trending weight at `now`: half as much every two days. */
const decayed = (knex: Knex, column: string, now: Date) =>
  knex.raw(`power(0.5, extract(epoch from (?::timestamptz - ??))::float8 / ${TRENDING_HALF_LIFE_SECONDS})`, [now, column]);

/** Trending scores since `since`, best first: `{id, score}` with `id` a song or an artist id. */
function trendingScores(knex: Knex, table: 'song_plays_hourly' | 'artist_plays_hourly', since: Date, limit: number, now: Date) {
  const key = table === 'song_plays_hourly' ? 'song_id' : 'artist_id';
  const parts = bucketsAndEdges(
    { from: since },
    (hours) => knex(table).modify(inHours(hours)).select(`${key} as id`, knex.raw('trend_weight * ? as score', [decayed(knex, 'hour', now)])),
    (edges) => {
      const plays = countedSongPlays(knex, edges);
      if (key === 'artist_id') plays.join('songs', 'songs.id', 'play_events.song_id');
      return plays.select(key === 'song_id' ? 'play_events.song_id as id' : 'songs.artist_id as id', knex.raw('? as score', [decayed(knex, 'play_events.created_at', now)]));
    },
  );
  return knex
    .from(parts)
    .select('id')
    .sum('score as score')
    .groupBy('id')
    .orderBy([{ column: 'score', order: 'desc' }, { column: 'id', order: 'asc' }])
    .limit(limit)
    .as('ranked');
}

/** Songs played most since `since`, recent plays weighing more. */
export async function trendingSongs(knex: Knex, since: Date, limit: number, now = new Date()): Promise<SongCardRow[]> {
  return songCards(knex)
    .join(trendingScores(knex, 'song_plays_hourly', since, limit, now), 'ranked.id', 'songs.id')
    .orderBy([{ column: 'ranked.score', order: 'desc' }, { column: 'songs.id', order: 'asc' }]);
}

/** Artists whose songs are trending since `since`, weighed like trendingSongs. */
export async function trendingArtists(knex: Knex, since: Date, limit: number, now = new Date()): Promise<ArtistCardRow[]> {
  return knex('artists')
    .join(trendingScores(knex, 'artist_plays_hourly', since, limit, now), 'ranked.id', 'artists.id')
    // An artist goes to the trash only without songs, so one rarely ranks here; never shown if it does.
    .whereNull('artists.deleted_at')
    .select<ArtistCardRow[]>('artists.id', 'artists.name', 'artists.image', 'artists.content_type')
    .orderBy([{ column: 'ranked.score', order: 'desc' }, { column: 'artists.id', order: 'asc' }]);
}

/** Songs with the most counted plays from `since` until `until` (a chart: every play weighs the same). */
export async function topSongs(knex: Knex, since: Date, limit: number, until?: Date): Promise<SongCardRow[]> {
  const parts = bucketsAndEdges(
    { from: since, to: until },
    (hours) => knex('song_plays_hourly').modify(inHours(hours)).select('song_id as id', 'plays'),
    (edges) => countedSongPlays(knex, edges).select('play_events.song_id as id', knex.raw('1 as plays')),
  );
  const ranked = knex
    .from(parts)
    .select('id')
    .sum('plays as plays')
    .groupBy('id')
    .orderBy([{ column: 'plays', order: 'desc' }, { column: 'id', order: 'asc' }])
    .limit(limit)
    .as('ranked');
  return songCards(knex)
    .join(ranked, 'ranked.id', 'songs.id')
    .orderBy([{ column: 'ranked.plays', order: 'desc' }, { column: 'songs.id', order: 'asc' }]);
}

/** Seconds heard in the window, songs and episodes, every report (pause and end carry them): `{at, seconds}` rows. */
const secondsHeard = (knex: Knex, since: Date) =>
  bucketsAndEdges(
    { from: since },
    (hours) => knex('play_seconds_hourly').modify(inHours(hours)).select('hour as at', 'seconds'),
    (edges) => knex('play_events').modify(inEdges(edges)).select('play_events.created_at as at', 'play_events.seconds_listened as seconds'),
  );

/** Minutes heard since `since`, songs and episodes together (seconds reported on pause and end). */
export async function minutesStreamed(knex: Knex, since: Date): Promise<number> {
  const row = await knex.from(secondsHeard(knex, since)).first<{ seconds: number | string | null }>(knex.raw('sum(seconds) as seconds'));
  return Math.round(Number(row?.seconds ?? 0) / 60);
}

/** Minutes heard in each calendar month (UTC) since `since`, oldest first: `{month: '2026-01', minutes}`. */
export async function minutesByMonth(knex: Knex, since: Date): Promise<{ month: string; minutes: number }[]> {
  const rows = await knex
    .from(secondsHeard(knex, since))
    .select<{ month: string; seconds: number | string }[]>(
      knex.raw(`to_char(date_trunc('month', at at time zone 'UTC'), 'YYYY-MM') as month`),
      knex.raw('sum(seconds) as seconds'),
    )
    .groupBy('month')
    .orderBy('month');
  return rows.map((row) => ({ month: row.month, minutes: Math.round(Number(row.seconds) / 60) }));
}
