import { useEffect, useSyncExternalStore } from 'react';
import type { FollowState } from '../../../server/features/follows/follows.presenter';
import { callHeaders } from './api-headers';

export type { FollowState };

/**
 * Follow states known in this tab, by user and artist: the answer of every follow or unfollow, and of
 * the state asked for where a page does not carry it (the player, search results). Every button of an
 * artist agrees at once, and whoever signs in next in this tab starts from what the server says.
 */
const known = new Map<string, FollowState>();
const asked = new Set<string>();
const listeners = new Set<() => void>();
const keyOf = (userId: number, artistId: number) => `${userId}:${artistId}`;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function rememberFollow(userId: number, state: FollowState): void {
  known.set(keyOf(userId, state.artist_id), state);
  listeners.forEach((listener) => listener());
}

/** The most artists one ask may name (the server's limit). */
const MAX_AT_ONCE = 50;
/** Artists to ask about, by user, gathered while a page renders so that its buttons make one call. */
const waiting = new Map<number, Set<number>>();

/**
 * Asks the server once per tab whether the user follows the artist; quietly, as nothing was pressed.
 * The asks of one render (a page of search results, the player) go out together as
 * `GET /api/follow/artists?ids=…`.
 */
function askState(userId: number, artistId: number): void {
  const key = keyOf(userId, artistId);
  if (asked.has(key) || known.has(key)) return;
  asked.add(key);
  const batch = waiting.get(userId) ?? new Set<number>();
  if (batch.size === 0) setTimeout(() => void askWaiting(userId), 0);
  waiting.set(userId, batch.add(artistId));
}

async function askWaiting(userId: number): Promise<void> {
  const ids = [...(waiting.get(userId) ?? [])];
  waiting.delete(userId);
  for (let start = 0; start < ids.length; start += MAX_AT_ONCE) {
    const chunk = ids.slice(start, start + MAX_AT_ONCE);
    try {
      const response = await fetch(`/api/follow/artists?ids=${chunk.join(',')}`, { headers: callHeaders(), credentials: 'include' });
      if (!response.ok) throw new Error(String(response.status));
      for (const state of ((await response.json()) as { data: FollowState[] }).data) rememberFollow(userId, state);
    } catch {
      // Asked again by the next button that needs it.
      for (const id of chunk) asked.delete(keyOf(userId, id));
    }
  }
}

/**
 * The follow state of an artist for the signed-in user: this tab's latest, else what the page said
 * (`fromPage`), else asked of the server. A visitor follows no one (their press is answered 401 and
 * told to log in by the http client); undefined while the state is not known yet.
 */
export function useFollowState(userId: number | undefined, artistId: number, fromPage?: FollowState): FollowState | undefined {
  // The snapshot is the stored object itself (stable between changes); the page's comes after.
  const read = () => (userId === undefined ? undefined : known.get(keyOf(userId, artistId)));
  const stored = useSyncExternalStore(subscribe, read, read);
  const pageKnows = fromPage !== undefined;
  useEffect(() => {
    if (userId !== undefined && !pageKnows) askState(userId, artistId);
  }, [userId, artistId, pageKnows]);
  return stored ?? fromPage;
}
