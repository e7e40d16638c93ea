/**
 * What can be played and how an item of a played list is named: the words the queue and the
 * playback requests share (types only), kept apart so neither of those two imports the other.
 */

/** Songs, podcast episodes and lecture recordings (media ids). */
export type PlayableType = 'SONG' | 'EPISODE' | 'LECTURE';
export type StreamChoice = 'VOCAL' | 'MUSIC';

/** One item of a list being played: what to ask the player for, and what "Up next" shows of it. */
export interface QueueEntry {
  id: number;
  type: PlayableType;
  name: string;
  artist: string;
  cover: string | null;
}
