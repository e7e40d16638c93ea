import type { NotificationInput } from '../../../resources/js/lib/notifications';
import type { PlaybackRequest } from '../../../resources/js/player/playback-requests';
import type { PlayReport } from '../../../resources/js/player/play-reporter';
import { createPlayerStore } from '../../../resources/js/player/player-store';
import type { PlayingItem } from '../../../resources/js/player/player-types';
import { playedHistory } from '../../../resources/js/player/recently-played';
import { episodeItem, FakeEngine, MemoryStorage, settle, songItem } from './player-fixtures';
import { translatorFor } from '../../../server/i18n/catalogues';

export const START = Date.UTC(2026, 0, 10, 12, 0, 0);

/** A store over the fake engine, a manual clock and ticker, and a catalogue of items to fetch. */
export function harness(catalogue: PlayingItem[] = [songItem(1), songItem(2), songItem(3), songItem(4, { smart: true }), episodeItem(1)], storage = new MemoryStorage(), random?: () => number, saveData?: () => boolean) {
  const engine = new FakeEngine();
  const notes: NotificationInput[] = [];
  const reports: PlayReport[] = [];
  const errors: string[] = [];
  const tickers = new Set<() => void>();
  const fetches: PlaybackRequest[] = [];
  let now = START;
  const store = createPlayerStore({
    engine,
    async fetchItem(request) {
      fetches.push(request);
      const item = catalogue.find((c) => c.id === request.id && c.content_type === request.type);
      if (!item) throw new Error('Song not found.');
      return request.stream && item.smart ? { ...item, stream: request.stream } : item;
    },
    notify: (note) => notes.push(note),
    t: translatorFor('en').t,
    history: playedHistory(storage),
    report: (event) => reports.push(event),
    now: () => now,
    every(tick) {
      tickers.add(tick);
      return () => tickers.delete(tick);
    },
    logError: (message) => errors.push(message),
    random,
    saveData,
  });
  return {
    store,
    engine,
    notes,
    reports,
    errors,
    fetches,
    storage,
    state: () => store.getState(),
    /** Time passes: the clock moves and the fake sound's position with it while it plays. */
    async pass(seconds: number) {
      now += seconds * 1000;
      for (const sound of engine.sounds) if (sound.isPlaying) sound.at += seconds;
      for (const tick of [...tickers]) tick();
      await settle();
    },
    ticking: () => tickers.size > 0,
    /** Request, let the fetch land, finish loading and let autoplay start. */
    async playToStart(request: PlaybackRequest) {
      await store.request(request);
      engine.last.finishLoading();
      await settle();
    },
  };
}

