import { useSyncExternalStore } from 'react';

/**
 * Likes changed in this tab, so every card of a song agrees at once (a song can be on a page twice)
 * and a page kept in memory does not show an old state. Keyed by user too: whoever signs in next in
 * this tab starts from what the server says.
 */
const changed = new Map<string, boolean>();
const listeners = new Set<() => void>();
const keyOf = (userId: number, songId: number) => `${userId}:${songId}`;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function rememberLike(userId: number, songId: number, liked: boolean): void {
  changed.set(keyOf(userId, songId), liked);
  listeners.forEach((listener) => listener());
}

/** Whether the song is liked: this tab's latest change, else what the page said (`is_liked`). */
export function useIsLiked(userId: number | undefined, songId: number, fromPage: boolean): boolean {
  const read = () => (userId === undefined ? fromPage : (changed.get(keyOf(userId, songId)) ?? fromPage));
  return useSyncExternalStore(subscribe, read, read);
}
