import type { Knex } from 'knex';

/**
 * Every table a seed replaces: the catalogue plus what hangs off songs and artists (favorites, artist
 * follows, play events, play listens and their hourly rollups, kept similar-songs rankings, lyrics
 * submissions and revisions), whose rows would otherwise point at the wrong songs once ids restart.
 * users, api_tokens and sessions are deliberately absent: signing in must survive a reseed.
 */
export const CATALOGUE_TABLES = [
  'play_events',
  'play_listens',
  'song_plays_hourly',
  'artist_plays_hourly',
  'play_seconds_hourly',
  'similar_songs',
  'favorites',
  'artist_follows',
  'lyric_explanation_reports',
  'lyric_explanation_votes',
  'lyric_explanations',
  'lyrics_revisions',
  'lyrics_submissions',
  'playlist_song',
  'playlists',
  'song_genre',
  'song_features',
  'verses',
  'songs',
  'albums',
  'genres',
  'event_artist',
  'events',
  'countries',
  'artists',
  'episodes',
  'podcasts',
  'pages',
  'stories',
  'options',
  'promos',
  'media',
  'resource_topic',
  'resources',
  'topics',
  'scholars',
] as const;

/**
 * One TRUNCATE of the whole list: order does not matter inside a single statement, RESTART IDENTITY
 * puts every id sequence back to 1 so reseeding gives the same ids, and it is transactional.
 * No CASCADE on purpose: if a new table starts referencing the catalogue, this fails loudly
 * instead of silently emptying it; add the table here.
 */
export async function clearCatalogue(db: Knex): Promise<void> {
  await db.raw(`truncate table ${CATALOGUE_TABLES.map(() => '??').join(', ')} restart identity`, [...CATALOGUE_TABLES]);
}

export type CatalogueCounts = Record<(typeof CATALOGUE_TABLES)[number], number>;

/** Row counts of every catalogue table, in one round trip. */
export async function countCatalogue(db: Knex): Promise<CatalogueCounts> {
  const columns = CATALOGUE_TABLES.map(() => '(select count(*) from ??)::int as ??').join(', ');
  const result = await db.raw<{ rows: CatalogueCounts[] }>(
    `select ${columns}`,
    CATALOGUE_TABLES.flatMap((table) => [table, table]),
  );
  return result.rows[0]!;
}
