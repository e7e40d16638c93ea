import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PlayerStore } from './player-store';
import { initialState, type PlayerState } from './player-transitions';

/** What the server (and the first hydrating render) sees: no player yet. */
const NO_PLAYER = initialState([]);
const noSubscription = () => () => undefined;

/** The React binding of the framework-free store. */
export function usePlayerState(store: PlayerStore | null): PlayerState {
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.getState() ?? NO_PLAYER,
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
