import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PlayerStore } from './player-store';
import { initialState, type PlayerState } from './player-transitions';

/** What the server (and the first hydrating render) sees: no player yet. */
const NO_PLAYER = initialState([]);
const noSubscription = () => () => undefined;

/** NO_PLAYER as it is compared: an empty player holds a few primitives and empty lists. */
const NO_PLAYER_JSON = JSON.stringify(NO_PLAYER);
let lastState: PlayerState | null = null;
let lastSnapshot: PlayerState = NO_PLAYER;

/**
 * The store's state, or NO_PLAYER itself while the store holds nothing more (a first visit: nothing
 * played, no queue). React compares a hydrated snapshot with the server's by identity: an equal state
 * in another object would re-render every player component, synchronously, in the same task as the
 * hydration's commit (with the page's effects flushed into it), to draw the same nothing.
 */
function snapshotOf(store: PlayerStore): PlayerState {
  const state = store.getState();
  if (state !== lastState) {
    lastState = state;
    lastSnapshot = state.current === null && JSON.stringify(state) === NO_PLAYER_JSON ? NO_PLAYER : state;
  }
  return lastSnapshot;
}

/** The React binding of the framework-free store. */
export function usePlayerState(store: PlayerStore | null): PlayerState {
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store ? snapshotOf(store) : NO_PLAYER),
    () => NO_PLAYER,
  );
}

/** The current time, refreshed every `everyMs` while the caller is mounted (relative labels). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
