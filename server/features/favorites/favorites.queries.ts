import type { Knex } from 'knex';
import { songCards } from '../songs/songs.queries';

/**
 * Which of `songIds` the user likes: the one query behind `is_liked` (see mark-liked.ts).
 * A visitor (no user) likes nothing, and costs no query.
 */
export async function likedSongIds(knex: Knex, userId: number | undefined, songIds: readonly number[]): Promise<Set<number>> {
  if (userId === undefined || songIds.length === 0) return new Set();
  const rows = await knex('favorites').where('user_id', userId).whereIn('song_id', [...new Set(songIds)]).select<{ song_id: number }[]>('song_id');
  return new Set(rows.map((row) => row.song_id));
}

/**
 * Likes a song; liking it again changes nothing. Inserts from `songs`, so a song removed meanwhile
 * is simply not liked (no foreign-key error).
 */
export async function addFavorite(knex: Knex, userId: number, songId: number): Promise<void> {
  await knex
    .into(knex.raw('?? (??, ??)', ['favorites', 'user_id', 'song_id']))
    .insert(knex('songs').where('id', songId).whereNull('deleted_at').select(knex.raw('?::integer', [userId]), 'id'))
    .onConflict(['user_id', 'song_id'])
    .ignore();
}

export async function removeFavorite(knex: Knex, userId: number, songId: number): Promise<void> {
  await knex('favorites').where({ user_id: userId, song_id: songId }).delete();
}

/** The user's liked songs as cards, the latest like first (for `paginate`). */
export function favoriteSongs(knex: Knex, userId: number): Knex.QueryBuilder {
  return songCards(knex)
    .join('favorites', 'favorites.song_id', 'songs.id')
    .where('favorites.user_id', userId)
    .orderBy([
      { column: 'favorites.created_at', order: 'desc' },
      { column: 'songs.id', order: 'desc' },
    ]);
}
