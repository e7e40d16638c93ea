import type { PlayingItem } from '../../../server/features/player/player.presenter';
import type { SyncedLine, Verse } from '../../../server/features/songs/verses.presenter';
import type { PlayableType, StreamChoice } from './playable-types';

/** The item shapes come from the server's presenter (type-only imports, erased from the bundle). */
export type { PlayingItem, SyncedLine, Verse };

/** Spec §3: an entry of the locally stored played list is the playing item plus when it was played. */
export interface PlayedItem extends PlayingItem {
  /** Milliseconds since the epoch. */
  playedAt: number;
}

/** Songs and episodes have separate id sequences, so an item is known by both. */
export const itemKey = (item: { id: number; content_type: PlayableType }) => `${item.content_type}:${item.id}`;

/** An item's own page. Items stored by an older client have no href: songs and episodes have pages of their own. */
export const pageHref = (item: PlayedItem) => item.href ?? `/${item.content_type === 'SONG' ? 'song' : 'episode'}/${item.id}`;

/**
 * Spec §4 stream choice: VOCAL -> the vocals stem, MUSIC -> the music stem, otherwise the first
 * source, or its 48 kbps rendition when data saver is on and the item has one.
 */
export function sourceOf(item: PlayingItem, saveData = false): string | null {
  if (item.stream === 'VOCAL') return item.smart?.vocals ?? null;
  if (item.stream === 'MUSIC') return item.smart?.music ?? null;
  const full = item.sources[0]?.src ?? null;
  return saveData && full && item.saver ? item.saver : full;
}

/** The item with another stream (undefined: the full mix); the stream key is left out when there is none. */
export function withStream<T extends PlayingItem>(item: T, stream: StreamChoice | undefined): T {
  const { stream: _previous, ...rest } = item;
  return (stream ? { ...rest, stream } : rest) as T;
}
