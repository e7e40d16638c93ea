import type { NotificationInput } from '../lib/notifications';
import type { AudioEngine, Sound } from './audio-engine';
import type { PlaybackRequest } from './playback-requests';
import type { QueueEntry, StreamChoice } from './playable-types';
import { playReport, type PlayCategory, type PlayReport } from './play-reporter';
import { itemKey, sourceOf, withStream, type PlayedItem, type PlayingItem } from './player-types';
import {
  dragged,
  ended,
  failed,
  initialState,
  loaded,
  loading,
  neighbour,
  paused,
  playing,
  progressed,
  released,
  SLIDER_MAX,
  toggledLyrics,
  toggledRecent,
  withCurrent,
  type PlayerState,
} from './player-transitions';
import { withPlayed, withUpdated, type PlayedHistory } from './recently-played';
import { advance, cleared, hasQueue, jumpTo, movedBy, nextRepeat, removedAt, retreat, startQueue, withShuffle, type PlayQueue } from './play-queue';
import type { Translate } from '@common/i18n/translator';

export interface PlayerDependencies {
  engine: AudioEngine;
  fetchItem(request: PlaybackRequest): Promise<PlayingItem>;
  notify(notification: NotificationInput): void;
  /** The page's language (i18n): the store's notifications are written in it. */
  t: Translate;
  history: PlayedHistory;
  report(event: PlayReport): void;
  now(): number;
  /** Calls `tick` every fraction of a second until the returned function is called. */
  every(tick: () => void): () => void;
  logError(message: string, error: unknown): void;
  /** For shuffle; Math.random unless a test fixes it. */
  random?: () => number;
  /** Whether to play the data-saver rendition (asked at each load). */
  saveData?: () => boolean;
}

export interface PlayerStore {
  getState(): PlayerState;
  subscribe(listener: () => void): () => void;
  /** Spec §4 playback request: fetch the item, then make it current and play it. */
  request(request: PlaybackRequest): Promise<void>;
  togglePlay(): void;
  play(): void;
  pause(): void;
  next(): void;
  previous(): void;
  /** The slider is being dragged to `value` (0-1000). */
  drag(value: number): void;
  /** The slider is let go: seek to its fraction of the duration. */
  release(): void;
  seekTo(seconds: number): void;
  /** Smart songs: undefined is the full mix. */
  setStream(stream: StreamChoice | undefined): void;
  toggleLyrics(): void;
  toggleRecent(): void;
  clearPlayed(): void;
  /** Up next: play the entry at `index` now, remove it, move it, or empty the queue. */
  playQueued(index: number): void;
  removeQueued(index: number): void;
  moveQueued(index: number, by: -1 | 1): void;
  clearQueue(): void;
  setShuffle(on: boolean): void;
  /** Off, then all, then one, then off again. */
  cycleRepeat(): void;
  /** The page may be going away: stores the position, reports the seconds heard so far and keeps counting from now. */
  checkpoint(): void;
}

/** Catalogue ids of the store's notifications. */
export const NOT_AVAILABLE = 'player.notAvailable';
export const NO_SOURCE = 'player.noSource';

/** While playing, the position is stored again once it has moved this many seconds. */
const POSITION_EVERY_SECONDS = 5;

/**
 * The player: one store outside every page (spec §4 Player). State changes are the pure transitions
 * of player-transitions.ts; this module runs the effects around them: the audio (through the
 * AudioEngine), the played list in storage, notifications and play reports.
 */
/** The queue's view of an item: enough to ask for it again and show it in "Up next". */
export const entryOf = (item: PlayingItem): QueueEntry => ({ id: item.id, type: item.content_type, name: item.name, artist: item.artist.name, cover: item.cover });

export function createPlayerStore(deps: PlayerDependencies): PlayerStore {
  const random = deps.random ?? Math.random;
  let state = initialState(deps.history.load(), deps.history.loadSession?.());
  const listeners = new Set<() => void>();
  let sound: Sound | null = null;
  /** The item the sound plays: reports name it, even after another item has become current. */
  let soundItem: PlayingItem | null = null;
  /** Bumped whenever the sound is replaced, so late events of an old sound are ignored. */
  let soundVersion = 0;
  let requestVersion = 0;
  let stopTicking: (() => void) | null = null;
  /** When the current stretch of listening began (wall clock, so seeking does not distort it). */
  let listeningSince: number | null = null;
  /** The position last written to storage: while playing it is written only every few seconds. */
  let keptPosition: { key: string; seconds: number } | null = null;

  function set(next: PlayerState) {
    if (next === state) return;
    if (next.played !== state.played) deps.history.save(next.played);
    if (next.current !== state.current || next.queue !== state.queue) deps.history.saveSession?.({ currentKey: next.current ? itemKey(next.current) : null, queue: next.queue });
    state = next;
    keepPosition();
    for (const listener of listeners) listener();
  }

  /**
   * Stores where the current item is, so a reload brings it back there (initialState). A pause, a
   * seek or an end is written at once; playback's progress every few seconds, which is what a page
   * that goes without a pagehide (a crash, a killed tab) loses at most. `now` writes regardless.
   */
  function keepPosition(now = false) {
    const { current, position: seconds, duration, isPlaying, isDragging } = state;
    if (!current || (isDragging && !now)) return;
    const key = itemKey(current);
    const kept = keptPosition?.key === key ? keptPosition.seconds : null;
    if (!now && kept !== null && (kept === seconds || (isPlaying && Math.abs(seconds - kept) < POSITION_EVERY_SECONDS))) return;
    keptPosition = { key, seconds };
    deps.history.savePosition?.(key, { seconds, duration });
  }

  const report = (category: PlayCategory, seconds?: number) => {
    const event = soundItem && playReport(soundItem, category, seconds);
    if (event) deps.report(event);
  };

  function reportHeard(category: 'pause' | 'ended') {
    const seconds = listeningSince === null ? 0 : (deps.now() - listeningSince) / 1000;
    listeningSince = null;
    report(category, seconds);
  }

  function tick() {
    if (sound) set(progressed(state, sound.position(), sound.duration()));
  }

  function ticking(on: boolean) {
    stopTicking?.();
    stopTicking = on ? deps.every(tick) : null;
  }

  /** Stops and forgets the current sound, reporting what was heard if it was playing. */
  function dropSound() {
    if (!sound) return;
    if (state.isPlaying) reportHeard('pause');
    ticking(false);
    soundVersion++;
    sound.unload();
    sound = null;
  }

  /** Loads the current item's source; it plays once loaded (spec §4), from `resumeAt` seconds. */
  function loadCurrent(resumeAt = 0) {
    const item = state.current;
    if (!item) return;
    dropSound();
    const src = sourceOf(item, deps.saveData?.() ?? false);
    if (!src) {
      deps.notify({ type: 'error', title: deps.t('notification.error'), message: deps.t(NO_SOURCE) });
      return;
    }
    soundItem = item;
    const version = ++soundVersion;
    const live =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        if (version === soundVersion) handler(...args);
      };
    sound = deps.engine.load(src, {
      onLoad: live(() => {
        set(loaded(state, sound!.duration()));
        if (resumeAt > 0) sound!.seek(resumeAt);
        sound!.play();
      }),
      onLoadError: live((error) => {
        deps.logError('Audio failed to load', error);
        dropSound();
        set(failed(state, false));
      }),
      onPlay: live(() => {
        listeningSince = deps.now();
        report('play');
        set(playing(state));
        ticking(true);
        tick();
      }),
      onPause: live(() => {
        reportHeard('pause');
        ticking(false);
        tick();
        set(paused(state));
      }),
      onEnd: live(() => {
        reportHeard('ended');
        ticking(false);
        soundVersion++;
        sound!.unload();
        sound = null;
        set(ended(state));
        continueQueue('ended');
      }),
      onPlayError: live((error) => {
        deps.logError('Audio failed to play', error);
        ticking(false);
        set(failed(state, true));
      }),
    });
    set(loading(state, resumeAt));
    report('load');
  }

  function seekTo(seconds: number) {
    const duration = sound && state.isLoaded ? sound.duration() : 0;
    if (!sound || !duration) return;
    const target = Math.min(duration, Math.max(0, seconds));
    sound.seek(target);
    set(progressed(state, target, duration));
  }

  function move(direction: 'next' | 'previous') {
    const target = neighbour(state, direction);
    if (!target) return;
    set(withCurrent(state, target));
    loadCurrent();
  }

  const currentEntry = () => (state.current ? entryOf(state.current) : null);

  /**
   * Plays on through the queue after an end or a Next. Repeat one plays the same sound again; an
   * entry that turns out not to be playable (no audio any more) is skipped, up to the queue's length.
   */
  function continueQueue(reason: 'ended' | 'skip') {
    const step = advance(state.queue, currentEntry(), reason, random);
    if (!step) return false;
    if (reason === 'ended' && state.queue.repeat === 'one' && state.current) {
      loadCurrent();
      return true;
    }
    void begin({ id: step.entry.id, type: step.entry.type }, step.queue, state.queue.upNext.length + state.queue.all.length);
    return true;
  }

  /**
   * Spec §4 playback request: fetch the item, then make it current and play it, with the queue it
   * is played in. `skips` is how many unplayable queued entries may still be passed over.
   */
  async function begin(request: PlaybackRequest, queue: PlayQueue, skips = 0): Promise<void> {
    const version = ++requestVersion;
    let item: PlayingItem;
    try {
      item = await deps.fetchItem(request);
    } catch (error) {
      if (version !== requestVersion) return;
      if (skips > 0 && skipTo(queue, request, skips)) return;
      deps.notify({ type: 'error', title: deps.t('notification.error'), message: (error as Error).message });
      return;
    }
    if (version !== requestVersion) return;
    if (!item.mp3 || !sourceOf(item)) {
      if (skips > 0 && skipTo(queue, request, skips)) return;
      if (!item.mp3) return void deps.notify({ type: 'info', message: deps.t(NOT_AVAILABLE) });
      return void deps.notify({ type: 'error', title: deps.t('notification.error'), message: deps.t(NO_SOURCE) });
    }

    const previous = state.current;
    const sameItem = previous !== null && itemKey(previous) === itemKey(item);
    const played = withPlayed(state.played, item, deps.now());
    set({ ...withCurrent(state, played[0]!, played), queue });
    if (sameItem && previous.stream === item.stream && sound && request.startAt === undefined) {
      // Asked again for what is already loaded: keep it going rather than starting over.
      play();
      return;
    }
    // The stems and the full mix are the same length, so a stream change picks up where it was; so
    // does the item a reload brought back (not loaded, at its position), asked for again.
    loadCurrent(request.startAt ?? (sameItem ? (sound ? sound.position() : state.position) : 0));
  }

  /** The queued entry after one that could not be played. */
  function skipTo(queue: PlayQueue, failed: PlaybackRequest, skips: number): boolean {
    const step = advance(queue, { id: failed.id, type: failed.type, name: '', artist: '', cover: null }, 'skip', random);
    if (!step) return false;
    void begin({ id: step.entry.id, type: step.entry.type }, { ...step.queue, past: queue.past }, skips - 1);
    return true;
  }

  function setQueue(queue: PlayQueue) {
    set({ ...state, queue });
  }

  function play() {
    if (!state.current || state.isPlaying) return;
    if (!sound) {
      // From where it was: the position a reload restored, or that of an earlier failed load.
      loadCurrent(state.position);
    } else if (state.isLoaded) {
      sound.play();
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    request(request) {
      const queue = request.queue ? startQueue(request.queue.entries, request.queue.index, state.queue, random) : cleared(state.queue);
      return begin(request, queue);
    },

    togglePlay() {
      if (state.isPlaying) sound?.pause();
      else play();
    },
    play,
    pause() {
      if (state.isPlaying) sound?.pause();
    },
    next() {
      if (hasQueue(state.queue)) continueQueue('skip');
      else move('next');
    },
    previous() {
      if (!hasQueue(state.queue)) return move('previous');
      const step = retreat(state.queue, currentEntry());
      if (step) void begin({ id: step.entry.id, type: step.entry.type }, step.queue);
      else seekTo(0);
    },

    drag(value) {
      set(dragged(state, value));
    },
    release() {
      if (!state.isDragging) return;
      const duration = sound && state.isLoaded ? sound.duration() : 0;
      // Spec §5: a seek is ignored while nothing is loaded or the duration is unknown.
      if (!sound || !duration) return set(released(state, state.position));
      const seconds = (state.progress / SLIDER_MAX) * duration;
      sound.seek(seconds);
      set(released({ ...state, duration }, seconds));
    },
    seekTo,

    setStream(stream) {
      const current = state.current;
      if (!current?.smart || current.stream === stream) return;
      const updated: PlayedItem = withStream(current, stream);
      const resumeAt = sound ? sound.position() : 0;
      set(withCurrent(state, updated, withUpdated(state.played, updated)));
      loadCurrent(resumeAt);
    },
    toggleLyrics: () => set(toggledLyrics(state)),
    toggleRecent: () => set(toggledRecent(state)),
    clearPlayed: () => set({ ...state, played: [] }),
    playQueued(index) {
      const step = jumpTo(state.queue, currentEntry(), index);
      if (step) void begin({ id: step.entry.id, type: step.entry.type }, step.queue);
    },
    removeQueued: (index) => setQueue(removedAt(state.queue, index)),
    moveQueued: (index, by) => setQueue(movedBy(state.queue, index, by)),
    clearQueue: () => setQueue(cleared(state.queue)),
    setShuffle: (on) => setQueue(withShuffle(state.queue, currentEntry(), on, random)),
    cycleRepeat: () => setQueue({ ...state.queue, repeat: nextRepeat(state.queue.repeat) }),
    checkpoint() {
      tick();
      keepPosition(true);
      if (!state.isPlaying || listeningSince === null) return;
      reportHeard('pause');
      listeningSince = deps.now();
    },
  };
}
