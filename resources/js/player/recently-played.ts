import { itemKey, type PlayedItem, type PlayingItem } from './player-types';
import { emptyQueue, parsedQueue } from './play-queue';
import type { SavedPosition, SavedSession } from './player-transitions';
import type { Translate } from '@common/i18n/translator';

/** Spec §9: the played list keeps at most 50 items; the 10 most recent are the "recently played". */
export const PLAYED_LIMIT = 50;
export const RECENT_SHOWN = 10;
const STORAGE_KEY = 'played_songs';
const SESSION_KEY = 'player_session';
/** Apart from the session: written every few seconds while playing, and small. */
const POSITION_KEY = 'player_position';

/** The item on top of the list, played now; an earlier entry of the same item is dropped. */
export function withPlayed(list: readonly PlayedItem[], item: PlayingItem, now: number): PlayedItem[] {
  const key = itemKey(item);
  return [{ ...item, playedAt: now }, ...list.filter((entry) => itemKey(entry) !== key)].slice(0, PLAYED_LIMIT);
}

/** The list with an item's entry replaced where it stands (its stream changed, not when it was played). */
export function withUpdated(list: readonly PlayedItem[], item: PlayedItem): PlayedItem[] {
  const key = itemKey(item);
  return list.map((entry) => (itemKey(entry) === key ? item : entry));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec §9 played-time labels: under a minute 'Now', then '{n}m ago', '{n}h ago', '{n}d ago'. */
export function relativeLabel(playedAt: number, now: number, t: Translate): string {
  const age = now - playedAt;
  if (age < MINUTE) return t('time.now');
  if (age < HOUR) return t('time.minutesAgo', { count: Math.floor(age / MINUTE) });
  if (age < DAY) return t('time.hoursAgo', { count: Math.floor(age / HOUR) });
  return t('time.daysAgo', { count: Math.floor(age / DAY) });
}

/** Entries written by an older client, or edited by hand, are dropped rather than trusted. */
function isPlayedItem(value: unknown): value is PlayedItem {
  const entry = value as Partial<PlayedItem> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.id) &&
    (entry.content_type === 'SONG' || entry.content_type === 'EPISODE' || entry.content_type === 'LECTURE') &&
    typeof entry.name === 'string' &&
    typeof entry.playedAt === 'number' &&
    Array.isArray(entry.sources) &&
    Array.isArray(entry.verse) &&
    typeof entry.artist === 'object' &&
    entry.artist !== null
  );
}

export interface PlayedHistory {
  load(): PlayedItem[];
  save(list: readonly PlayedItem[]): void;
  /** Which item is current and the queue (optional: a history without them restores the latest item). */
  loadSession?(): SavedSession;
  saveSession?(session: SavedSession): void;
  /** Where the item `key` was; loadSession gives it back only while that item is the current one. */
  savePosition?(key: string, position: SavedPosition): void;
}

/** Unreadable JSON counts as nothing stored. */
function readJson(storage: Storage | null, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** A stored position, trusted only as far as it makes sense (finite, not negative, within the length). */
function parsedPosition(value: unknown, currentKey: string | null): SavedPosition | undefined {
  const saved = value as { key?: unknown; seconds?: unknown; duration?: unknown } | null;
  if (typeof saved !== 'object' || saved === null || currentKey === null || saved.key !== currentKey) return undefined;
  const { seconds, duration } = saved;
  if (typeof seconds !== 'number' || typeof duration !== 'number' || !Number.isFinite(seconds) || !Number.isFinite(duration)) return undefined;
  if (seconds < 0 || duration < 0 || (duration > 0 && seconds > duration)) return undefined;
  return { seconds, duration };
}

/**
 * The played list in local storage (spec §3). Storage can be missing, full or switched off (private
 * windows, quotas): the list then lives for the page only, which is all a listener would lose.
 */
export function playedHistory(storage: Storage | null): PlayedHistory {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isPlayedItem).slice(0, PLAYED_LIMIT) : [];
      } catch {
        return [];
      }
    },
    save(list) {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(list.slice(0, PLAYED_LIMIT)));
      } catch {
        // Full or disabled storage: keep playing; the list survives this page only.
      }
    },
    loadSession() {
      try {
        const saved = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as { currentKey?: unknown; queue?: unknown } | null;
        const currentKey = typeof saved?.currentKey === 'string' ? saved.currentKey : null;
        const position = parsedPosition(readJson(storage, POSITION_KEY), currentKey);
        return { currentKey, queue: parsedQueue(saved?.queue), ...(position ? { position } : {}) };
      } catch {
        return { currentKey: null, queue: emptyQueue() };
      }
    },
    saveSession(session) {
      try {
        storage?.setItem(SESSION_KEY, JSON.stringify(session));
      } catch {
        // As above.
      }
    },
    savePosition(key, position) {
      try {
        storage?.setItem(POSITION_KEY, JSON.stringify({ key, ...position }));
      } catch {
        // As above: the item then comes back at its start.
      }
    },
  };
}
