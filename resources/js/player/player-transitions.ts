import { itemKey, type PlayedItem } from './player-types';
import { emptyQueue, type PlayQueue } from './play-queue';

/** Spec §9: the progress slider runs from 0 to 1000. */
export const SLIDER_MAX = 1000;

export interface PlayerState {
  /** What the player shows; null hides the player (spec §4). */
  current: PlayedItem | null;
  /** The played list, most recent first (at most 50). */
  played: PlayedItem[];
  isLoading: boolean;
  isLoaded: boolean;
  isPlaying: boolean;
  /** Seconds into the audio, and its length (0 while unknown). */
  position: number;
  duration: number;
  /** The slider value, 0-1000. */
  progress: number;
  /** While the listener drags the slider, playback does not move it. */
  isDragging: boolean;
  lyricsOpen: boolean;
  recentOpen: boolean;
  /** The list being played through, with shuffle and repeat; empty when a single item was asked for. */
  queue: PlayQueue;
}

/** What a page load restores besides the played list: which item was current, and the queue. */
export interface SavedSession {
  currentKey: string | null;
  queue: PlayQueue;
  /** Where the current item was (seconds) and its length (0 if unknown); absent: its start. */
  position?: SavedPosition;
}

export interface SavedPosition {
  seconds: number;
  duration: number;
}

/**
 * Pure state transitions: each takes the state and returns the next one. The store (player-store.ts)
 * decides when they happen and does the effects (audio, storage, reports) around them.
 */

/**
 * A new page starts with the list from local storage and the item that was current shown but not
 * loaded (the latest one if that is not known), at the position it had reached, with the queue it
 * was playing through, so a returning listener finds the player where they left it, and one press
 * of play picks up there. It comes back paused: a page never starts sound by itself (browsers
 * refuse it without a tap anyway, and a listener back after a day would not expect it).
 */
export function initialState(played: PlayedItem[], saved: SavedSession = { currentKey: null, queue: emptyQueue() }): PlayerState {
  const kept = played.find((item) => itemKey(item) === saved.currentKey);
  const { seconds, duration } = (kept && saved.position) || { seconds: 0, duration: 0 };
  return {
    current: kept ?? played[0] ?? null,
    played,
    isLoading: false,
    isLoaded: false,
    isPlaying: false,
    position: seconds,
    duration,
    progress: progressValue(seconds, duration),
    isDragging: false,
    lyricsOpen: false,
    recentOpen: false,
    queue: saved.queue,
  };
}

const hasVerse = (item: PlayedItem | null) => Boolean(item?.verse.length);

export const progressValue = (position: number, duration: number) =>
  duration > 0 ? Math.min(SLIDER_MAX, Math.max(0, Math.round((position / duration) * SLIDER_MAX))) : 0;

/**
 * Another item becomes current; the lyrics panel stays open only if it has lyrics too. The position
 * is the item's: another item starts from nothing known (the same one, in another stream, keeps it).
 */
export function withCurrent(state: PlayerState, current: PlayedItem, played = state.played): PlayerState {
  const same = state.current !== null && itemKey(state.current) === itemKey(current);
  return {
    ...state,
    ...(same ? {} : { position: 0, duration: 0, progress: 0 }),
    current,
    played,
    lyricsOpen: state.lyricsOpen && hasVerse(current),
  };
}

/**
 * Audio starts loading: nothing is known of it yet but where it will start. Picking up where it was
 * (a reload, a stream change: the stems are as long as the mix) keeps the length already known, so
 * the bar does not flash back to 0:00 while the file arrives.
 */
export const loading = (state: PlayerState, startAt = 0): PlayerState => {
  const duration = startAt > 0 ? state.duration : 0;
  return { ...state, isLoading: true, isLoaded: false, isPlaying: false, position: startAt, duration, progress: progressValue(startAt, duration), isDragging: false };
};

export const loaded = (state: PlayerState, duration: number): PlayerState => ({ ...state, isLoading: false, isLoaded: true, duration });

/** Loading or playing failed: the indicator goes (spec §8); the item stays, ready for another try. */
export const failed = (state: PlayerState, stillLoaded: boolean): PlayerState => ({
  ...state,
  isLoading: false,
  isLoaded: stillLoaded,
  isPlaying: false,
});

export const playing = (state: PlayerState): PlayerState => ({ ...state, isLoading: false, isPlaying: true });

export const paused = (state: PlayerState): PlayerState => ({ ...state, isPlaying: false });

/** Spec §4: on end the audio stops and unloads, and progress goes back to 0. */
export const ended = (state: PlayerState): PlayerState => ({
  ...state,
  isLoading: false,
  isLoaded: false,
  isPlaying: false,
  position: 0,
  progress: 0,
});

/** Playback moved on; ignored while the listener drags the slider. */
export function progressed(state: PlayerState, position: number, duration: number): PlayerState {
  if (state.isDragging) return state;
  const progress = progressValue(position, duration);
  if (state.position === position && state.duration === duration && state.progress === progress) return state;
  return { ...state, position, duration, progress };
}

export const dragged = (state: PlayerState, value: number): PlayerState => ({
  ...state,
  isDragging: true,
  progress: Math.min(SLIDER_MAX, Math.max(0, Math.round(value))),
});

/** The slider is let go; `position` is where the audio now is (the seek target, or where it was). */
export const released = (state: PlayerState, position: number): PlayerState => ({
  ...state,
  isDragging: false,
  position,
  progress: progressValue(position, state.duration),
});

/**
 * Spec §4 next/previous, within the played list (most recent first): previous is the item played
 * before the current one (further down), next the one played after it (further up). Nothing at the
 * ends, with fewer than two items, or when the current item is not in the list.
 */
export function neighbour(state: PlayerState, direction: 'next' | 'previous'): PlayedItem | null {
  const { current, played } = state;
  if (!current || played.length < 2) return null;
  const index = played.findIndex((entry) => itemKey(entry) === itemKey(current));
  if (index === -1) return null;
  return played[direction === 'previous' ? index + 1 : index - 1] ?? null;
}

export const toggledLyrics = (state: PlayerState): PlayerState =>
  hasVerse(state.current) ? { ...state, lyricsOpen: !state.lyricsOpen, recentOpen: false } : state;

export const toggledRecent = (state: PlayerState): PlayerState => ({ ...state, recentOpen: !state.recentOpen, lyricsOpen: false });
