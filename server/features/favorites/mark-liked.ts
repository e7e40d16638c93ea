import type { Knex } from 'knex';
import { likedSongIds } from './favorites.queries';

type Song = { id: number; is_liked: boolean };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value));

const isSong = (value: Record<string, unknown>): value is Song => typeof value.id === 'number' && typeof value.is_liked === 'boolean';

function songIdsIn(value: unknown, ids: number[]): number[] {
  if (Array.isArray(value)) value.forEach((item) => songIdsIn(item, ids));
  else if (isPlainObject(value)) {
    if (isSong(value)) ids.push(value.id);
    Object.values(value).forEach((child) => songIdsIn(child, ids));
  }
  return ids;
}

/** A copy with `is_liked` set on every song: payloads may be shared (search keeps answers in a cache). */
function withLikes(value: unknown, liked: ReadonlySet<number>): unknown {
  if (Array.isArray(value)) return value.map((item) => withLikes(item, liked));
  if (!isPlainObject(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withLikes(child, liked)]));
  return isSong(value) ? { ...copy, is_liked: liked.has(value.id) } : copy;
}

/**
 * Spec §3 Song `is_liked`, for whoever is asking. Every song the presenters make carries
 * `is_liked: false`; this answers the payload (a page's props or an API body, however nested: cards,
 * `similarSongs`, a paginator's `data`) with `is_liked` set for the user, from one query. The payload
 * itself is not changed. A visitor likes nothing, so for them it costs nothing.
 */
export async function markLiked<T>(knex: Knex, userId: number | undefined, payload: T): Promise<T> {
  if (userId === undefined) return payload;
  const liked = await likedSongIds(knex, userId, songIdsIn(payload, []));
  return withLikes(payload, liked) as T;
}
