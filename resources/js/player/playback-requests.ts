/**
 * The one way a page asks the player to play something. Pages (song cards, the song and episode
 * pages) call requestPlayback; the player, living in the persistent layout, subscribes. Keeping
 * this seam tiny means no page imports the player itself.
 */
import type { PlayableType, QueueEntry, StreamChoice } from './playable-types';

export interface PlaybackRequest {
  id: number;
  type: PlayableType;
  stream?: StreamChoice;
  /** Played from a list: the list, and where in it this item is; it then plays on through the list. */
  queue?: { entries: QueueEntry[]; index: number };
  /** Seconds into the audio to start at (a shared moment, `?t=`). */
  startAt?: number;
}

type Listener = (request: PlaybackRequest) => void;

const listeners = new Set<Listener>();

export function requestPlayback(request: PlaybackRequest): void {
  for (const listener of listeners) listener(request);
}

/** Returns the unsubscribe function. */
export function onPlaybackRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
