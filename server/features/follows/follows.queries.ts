import type { Knex } from 'knex';
import { songCards, type SongCardRow } from '../songs/songs.queries';
import { albumCards, type AlbumCardRow } from '../albums/albums.queries';
import { publishedEventCards, type EventCardRow } from '../events/events.queries';
import { songsCount } from '../artists/artists.queries';

/** How many listeners follow the artist (the answer to a follow or an unfollow). */
export async function countFollowers(knex: Knex, artistId: number): Promise<number> {
  const row = await knex('artist_follows').where('artist_id', artistId).count<{ n: string | number }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Whether the user follows the artist; a visitor follows no one, and costs no query. */
export async function isFollowing(knex: Knex, userId: number | undefined, artistId: number): Promise<boolean> {
  if (userId === undefined) return false;
  return Boolean(await knex('artist_follows').where({ user_id: userId, artist_id: artistId }).first('artist_id'));
}

/**
 * The follow state of several public artists at once (search results ask for a page of them): one
 * statement, in the order of `artistIds`; artists trashed or unknown are left out.
 */
export async function followStates(knex: Knex, userId: number, artistIds: readonly number[]): Promise<{ artist_id: number; following: boolean; followers_count: number }[]> {
  const rows = await knex('artists')
    .whereIn('artists.id', artistIds)
    .whereNull('artists.deleted_at')
    .select(
      'artists.id as artist_id',
      knex.raw('exists (select 1 from artist_follows mine where mine.artist_id = artists.id and mine.user_id = ?) as following', [userId]),
      knex.raw('(select count(*) from artist_follows everyone where everyone.artist_id = artists.id)::integer as followers_count'),
    );
  const byId = new Map(rows.map((row: { artist_id: number; following: boolean; followers_count: number }) => [row.artist_id, row]));
  return artistIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ artist_id: id, following: Boolean(row.following), followers_count: Number(row.followers_count) }] : [];
  });
}

/**
 * Follows an artist; following again changes nothing. Inserts from `artists`, so an artist trashed
 * or removed meanwhile is simply not followed (no foreign-key error).
 */
export async function addFollow(knex: Knex, userId: number, artistId: number): Promise<void> {
  await knex
    .into(knex.raw('?? (??, ??)', ['artist_follows', 'user_id', 'artist_id']))
    .insert(knex('artists').where('id', artistId).whereNull('deleted_at').select(knex.raw('?::integer', [userId]), 'id'))
    .onConflict(['user_id', 'artist_id'])
    .ignore();
}

export async function removeFollow(knex: Knex, userId: number, artistId: number): Promise<void> {
  await knex('artist_follows').where({ user_id: userId, artist_id: artistId }).delete();
}

/** The artists the user follows (trashed ones left out), the latest follow first, with their song counts (for `paginate`). */
export function followedArtists(knex: Knex, userId: number): Knex.QueryBuilder {
  return knex('artists')
    .join('artist_follows', 'artist_follows.artist_id', 'artists.id')
    .where('artist_follows.user_id', userId)
    .whereNull('artists.deleted_at')
    .select(
      'artists.id',
      'artists.name',
      'artists.image',
      'artists.content_type',
      songsCount(knex),
    )
    .orderBy([
      { column: 'artist_follows.created_at', order: 'desc' },
      { column: 'artists.id', order: 'desc' },
    ]);
}

/** The ids of the artists the user follows, as a subquery. */
const followedIds = (knex: Knex, userId: number) => knex('artist_follows').where('user_id', userId).select('artist_id');

/** How far back "new from artists you follow" looks. */
export const NEW_WITHIN_DAYS = 30;
const since = (knex: Knex) => knex.raw(`now() - interval '${NEW_WITHIN_DAYS} days'`);

/** Songs of followed artists added in the last 30 days, newest first. */
export const newSongs = (knex: Knex, userId: number, limit: number): Promise<SongCardRow[]> =>
  songCards(knex)
    .whereIn('songs.artist_id', followedIds(knex, userId))
    .where('songs.created_at', '>=', since(knex))
    .orderBy([{ column: 'songs.created_at', order: 'desc' }, { column: 'songs.id', order: 'desc' }])
    .limit(limit);

/** Albums of followed artists added in the last 30 days, newest first. */
export const newAlbums = (knex: Knex, userId: number, limit: number): Promise<AlbumCardRow[]> =>
  albumCards(knex)
    .whereIn('albums.artist_id', followedIds(knex, userId))
    .where('albums.created_at', '>=', since(knex))
    .orderBy([{ column: 'albums.created_at', order: 'desc' }, { column: 'albums.id', order: 'desc' }])
    .limit(limit);

/**
 * Events where a followed artist plays, published in the last 30 days and still to come, soonest
 * first: an event is new to listeners when it is published, and one already over is news no more.
 */
export const newEvents = (knex: Knex, userId: number, limit: number): Promise<EventCardRow[]> =>
  publishedEventCards(knex)
    .whereIn('events.id', knex('event_artist').whereIn('artist_id', followedIds(knex, userId)).select('event_id'))
    .where('events.published_at', '>=', since(knex))
    .where('events.date_at', '>=', knex.fn.now())
    .orderBy([{ column: 'events.date_at', order: 'asc' }, { column: 'events.id', order: 'asc' }])
    .limit(limit);
