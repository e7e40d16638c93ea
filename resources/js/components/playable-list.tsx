import { createContext, useContext, type ReactNode } from 'react';
import type { QueueEntry } from '../player/playable-types';
import type { SongSummary } from '../types/props';

const ListContext = createContext<QueueEntry[] | null>(null);

/** Songs as the queue keeps them. */
export const songEntries = (songs: readonly Pick<SongSummary, 'id' | 'name' | 'cover' | 'artist'>[]): QueueEntry[] =>
  songs.map((song) => ({ id: song.id, type: 'SONG', name: song.name, artist: song.artist.name, cover: song.cover }));

/**
 * A list the listener can play through (an album, a playlist, an artist's songs, search results):
 * every play button inside it plays its item with the rest of the list queued after it, so the next
 * item starts when one ends (issue: continuous play). Play buttons outside any list play one item.
 */
export function PlayableList({ entries, children }: { entries: QueueEntry[]; children: ReactNode }) {
  return <ListContext value={entries}>{children}</ListContext>;
}

/** The list a play button sits in, and its item's place in it; null outside a list or for an item not in it. */
export function useListPosition(id: number, type: QueueEntry['type']): { entries: QueueEntry[]; index: number } | null {
  const entries = useContext(ListContext);
  if (!entries) return null;
  const index = entries.findIndex((entry) => entry.id === id && entry.type === type);
  return index === -1 ? null : { entries, index };
}
