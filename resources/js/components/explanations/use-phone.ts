import { useSyncExternalStore } from 'react';

/** Phones (up to 640 px) get explanations and the composer as a bottom sheet rather than beside the line. */
const QUERY = '(max-width: 640px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** False in SSR: nothing is open there, so the first client render matches the server's. */
export const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
