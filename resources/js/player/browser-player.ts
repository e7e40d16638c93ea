import { apiHeaders } from '../lib/api-headers';
import { dataSaverOn } from '../lib/data-saver';
import { keepPagesOffline } from '../lib/offline';
import { whenIdle } from '../lib/when-idle';
import { notify } from '../lib/notifications';
import { howlerEngine, loadHowler } from './audio-engine';
import { bindMediaSession } from './media-session';
import { onPlaybackRequest } from './playback-requests';
import { playReporter, sendPlayReports } from './play-reporter';
import { fetchPlayingItem } from './player-api';
import { createPlayerStore, type PlayerStore } from './player-store';
import { playedHistory } from './recently-played';
import { pageHref } from './player-types';
import { loadPlayerPanels } from './player-panels';
import { browserT } from '../i18n/i18n-context';

/** How often the position is read while playing: smooth enough for the slider and synced lyrics. */
const TICK_MS = 250;

/** localStorage itself can throw (storage blocked by the browser settings). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The store wired to the browser: howler, the API, notifications, localStorage, reports, Media Session. */
function createBrowserPlayer(): PlayerStore {
  const reporter = playReporter(sendPlayReports(apiHeaders));
  const store = createPlayerStore({
    engine: howlerEngine(),
    fetchItem: fetchPlayingItem,
    notify,
    // Read when a notification is made: the translator exists once app.tsx has started.
    t: (id, values) => browserT()(id, values),
    history: playedHistory(localStorageOrNull()),
    report: reporter.report,
    now: Date.now,
    every(tick) {
      const timer = setInterval(tick, TICK_MS);
      return () => clearInterval(timer);
    },
    logError: (message, error) => console.error(message, error),
    saveData: dataSaverOn,
  });
  onPlaybackRequest((request) => {
    // howler is fetched while the item's details are, so the first play waits for neither in turn.
    loadHowler().catch(() => undefined);
    void store.request(request);
  });
  // The pages of what was played last are kept for offline reading; told again whenever the list
  // changes. With them go the files this page has run on, the player's panels included: those are
  // fetched first (when the browser is idle), so a kept page's player opens its lyrics and its
  // recently played list offline too. Only the latest list is sent: a Clear right after a play is
  // not undone by the play's message arriving later.
  let played = store.getState().played;
  let keepVersion = 0;
  const keep = () => {
    const version = ++keepVersion;
    const send = () => {
      if (version === keepVersion) keepPagesOffline(played.map(pageHref));
    };
    if (played.length === 0) send();
    else whenIdle(() => void loadPlayerPanels().then(send));
  };
  keep();
  store.subscribe(() => {
    if (store.getState().played === played) return;
    played = store.getState().played;
    keep();
  });
  if ('mediaSession' in navigator) bindMediaSession(store, navigator.mediaSession, window.location.origin);

  // The page may not come back: report the listening so far and send what is queued. Hidden tabs
  // count too, since mobile browsers often discard them without a pagehide.
  const leaving = () => {
    store.checkpoint();
    reporter.flush();
  };
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leaving();
  });
  return store;
}

let player: PlayerStore | null = null;

/**
 * The one player of the page, made on first use in the browser and kept for the life of the page:
 * Inertia visits swap the page component, never this. Null where there is no window (SSR).
 */
export function browserPlayer(): PlayerStore | null {
  if (typeof window === 'undefined') return null;
  player ??= createBrowserPlayer();
  return player;
}
