import type { Knex } from 'knex';
import { isFollowing } from './follows.queries';

/**
 * The artist with `following` set for whoever asks (issue 35), as markLiked sets `is_liked`: the
 * presenter says false for everyone, so a visitor's answer (kept by the visitor cache) holds nothing
 * personal and costs no query; a signed-in caller's answers are never kept.
 */
export async function withFollowing<T extends { id: number; following: boolean }>(knex: Knex, userId: number | undefined, artist: T): Promise<T> {
  if (userId === undefined) return artist;
  return { ...artist, following: await isFollowing(knex, userId, artist.id) };
}
