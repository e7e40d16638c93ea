import type { PlayableType, QueueEntry } from './playable-types';

export type RepeatMode = 'off' | 'all' | 'one';

/**
 * The list being played (issue: continuous play): the entries of the list in its own order, which
 * of them were played before the current one, and what plays next. With shuffle on, `upNext` is the
 * rest of the list in a random order; turning it off puts the rest back in the list's order.
 */
export interface PlayQueue {
  all: QueueEntry[];
  past: QueueEntry[];
  upNext: QueueEntry[];
  shuffle: boolean;
  repeat: RepeatMode;
}

export const entryKey = (entry: { id: number; type: PlayableType }) => `${entry.type}:${entry.id}`;

/** A queue of nothing: next and previous then keep the spec's behaviour (the played list). */
export const emptyQueue = (shuffle = false, repeat: RepeatMode = 'off'): PlayQueue => ({ all: [], past: [], upNext: [], shuffle, repeat });

export const hasQueue = (queue: PlayQueue) => queue.all.length > 0;

/** Fisher-Yates with the given source of randomness (tests pass a fixed one). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A list starts playing at `index`: what comes before it is past, what comes after is up next. */
export function startQueue(entries: readonly QueueEntry[], index: number, settings: Pick<PlayQueue, 'shuffle' | 'repeat'>, random: () => number): PlayQueue {
  const all = [...entries];
  const rest = all.slice(index + 1);
  return { all, past: settings.shuffle ? [] : all.slice(0, index), upNext: settings.shuffle ? shuffled([...all.slice(0, index), ...rest], random) : rest, shuffle: settings.shuffle, repeat: settings.repeat };
}

/**
 * Music never follows talk: an episode or a lecture ends the queue rather than run into a song,
 * even when the list mixes them.
 */
const mayFollow = (current: { type: PlayableType } | null, next: QueueEntry) => !current || current.type === 'SONG' || next.type !== 'SONG';

/**
 * What plays after `current`, and the queue once it does. `ended` is the audio reaching its end
 * (repeat one plays the same again); `skip` is the listener's Next (which always moves on). With
 * repeat all, the end of the list starts it again; otherwise nothing follows (null).
 */
export function advance(queue: PlayQueue, current: QueueEntry | null, reason: 'ended' | 'skip', random: () => number): { entry: QueueEntry; queue: PlayQueue } | null {
  if (!hasQueue(queue)) return null;
  if (reason === 'ended' && queue.repeat === 'one' && current) return { entry: current, queue };
  const past = current ? [...queue.past, current] : queue.past;
  let upNext = queue.upNext;
  let history = past;
  if (upNext.length === 0) {
    if (queue.repeat !== 'all') return null;
    upNext = queue.shuffle ? shuffled(queue.all, random) : queue.all;
    history = [];
  }
  const [entry, ...rest] = upNext;
  if (!entry || !mayFollow(current, entry)) return null;
  return { entry, queue: { ...queue, past: history, upNext: rest } };
}

/** The listener's Previous: the entry played before, the current one going back on top of up next. */
export function retreat(queue: PlayQueue, current: QueueEntry | null): { entry: QueueEntry; queue: PlayQueue } | null {
  const entry = queue.past[queue.past.length - 1];
  if (!entry) return null;
  return { entry, queue: { ...queue, past: queue.past.slice(0, -1), upNext: current ? [current, ...queue.upNext] : queue.upNext } };
}

/** "Up next": an entry chosen from the list plays now; those before it count as played. */
export function jumpTo(queue: PlayQueue, current: QueueEntry | null, index: number): { entry: QueueEntry; queue: PlayQueue } | null {
  const entry = queue.upNext[index];
  if (!entry) return null;
  const skipped = queue.upNext.slice(0, index);
  return { entry, queue: { ...queue, past: [...queue.past, ...(current ? [current] : []), ...skipped], upNext: queue.upNext.slice(index + 1) } };
}

export const removedAt = (queue: PlayQueue, index: number): PlayQueue => ({ ...queue, upNext: queue.upNext.filter((_, at) => at !== index) });

export function movedBy(queue: PlayQueue, index: number, by: -1 | 1): PlayQueue {
  const target = index + by;
  if (target < 0 || target >= queue.upNext.length) return queue;
  const upNext = [...queue.upNext];
  [upNext[index], upNext[target]] = [upNext[target]!, upNext[index]!];
  return { ...queue, upNext };
}

/** Clear keeps the settings: the listener turned shuffle or repeat on, not the list. */
export const cleared = (queue: PlayQueue): PlayQueue => emptyQueue(queue.shuffle, queue.repeat);

/**
 * Shuffle on: the rest of the list (what was not played yet) in a random order. Off: the rest in the
 * list's order after the current entry, the entries before it counting as played.
 */
export function withShuffle(queue: PlayQueue, current: QueueEntry | null, on: boolean, random: () => number): PlayQueue {
  if (queue.shuffle === on) return queue;
  if (!hasQueue(queue)) return { ...queue, shuffle: on };
  if (on) return { ...queue, shuffle: true, upNext: shuffled(queue.upNext, random) };
  const index = current ? queue.all.findIndex((entry) => entryKey(entry) === entryKey(current)) : -1;
  return { ...queue, shuffle: false, past: queue.all.slice(0, Math.max(0, index)), upNext: queue.all.slice(index + 1) };
}

const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };
export const nextRepeat = (mode: RepeatMode): RepeatMode => NEXT_REPEAT[mode];

const isEntry = (value: unknown): value is QueueEntry => {
  const entry = value as Partial<QueueEntry> | null;
  return typeof entry === 'object' && entry !== null && Number.isInteger(entry.id) && typeof entry.type === 'string' && typeof entry.name === 'string' && typeof entry.artist === 'string';
};

/** A queue read back from storage, trusted only as far as its shape checks out. */
export function parsedQueue(value: unknown): PlayQueue {
  const saved = value as Partial<PlayQueue> | null;
  if (typeof saved !== 'object' || saved === null) return emptyQueue();
  const list = (items: unknown) => (Array.isArray(items) ? items.filter(isEntry).slice(0, MAX_QUEUE) : []);
  const repeat: RepeatMode = saved.repeat === 'all' || saved.repeat === 'one' ? saved.repeat : 'off';
  return { all: list(saved.all), past: list(saved.past), upNext: list(saved.upNext), shuffle: saved.shuffle === true, repeat };
}

/** A list longer than this is played from its first 500 entries (a playlist page holds fewer). */
export const MAX_QUEUE = 500;
