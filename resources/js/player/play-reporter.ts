import type { PlayingItem } from './player-types';

export type PlayCategory = 'load' | 'play' | 'pause' | 'ended';

/** Spec §7 analytics event; `seconds` is what was heard since the previous report of the item. */
export interface PlayReport {
  name: 'Song' | 'Episode';
  event_category: PlayCategory;
  song_id?: number;
  episode_id?: number;
  seconds?: number;
}

/** Lectures are not counted as plays (the charts are of songs and episodes): null for them. */
export function playReport(item: PlayingItem, category: PlayCategory, seconds?: number): PlayReport | null {
  if (item.content_type === 'LECTURE') return null;
  const subject = item.content_type === 'SONG' ? { name: 'Song' as const, song_id: item.id } : { name: 'Episode' as const, episode_id: item.id };
  return { ...subject, event_category: category, ...(seconds === undefined ? {} : { seconds: Math.round(seconds) }) };
}

/** The server takes at most this many events per request. */
export const MAX_BATCH = 50;

export interface PlayReporter {
  report(event: PlayReport): void;
  /** Sends what is queued now (a page going away must not keep it waiting). */
  flush(): void;
}

/**
 * Queues playback reports and sends them in batches: after `delayMs` of quiet, when a batch is full,
 * or on flush. One request per few seconds of clicking around instead of one per click.
 */
export function playReporter(send: (events: PlayReport[]) => void, delayMs = 5000): PlayReporter {
  const queue: PlayReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length) send(queue.splice(0, MAX_BATCH));
  };
  return {
    report(event) {
      queue.push(event);
      if (queue.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}

/**
 * A keepalive fetch outlives the page that started it (like sendBeacon) but, unlike a beacon, can
 * carry the XSRF header our CSRF check wants. Reports are best effort: a lost batch is not retried.
 */
export const sendPlayReports =
  (headers: () => Record<string, string>) =>
  (events: PlayReport[]): void => {
    fetch('/api/analytics/plays', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: headers(),
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  };
