import { useCallback, useEffect, useRef, useState } from 'react';
import { router } from '@inertiajs/react';
import type { SearchResults } from './types';

/** Spec §9: a search fires one second after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

const searchUrl = (query: string, page: number) => {
  const params = new URLSearchParams(query ? { query } : {});
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
};

/**
 * Searches through /api/searchy and puts the answer into the page's props and the query into the
 * URL (a client-side Inertia visit, no second request), so the address can be shared and a reload
 * is rendered by the server with the same results. Typing waits for the debounce and only a
 * non-empty query is sent; paging is sent at once. A newer search cancels an older one, and
 * failures are ignored (spec §8): the last good results stay on screen.
 */
export function useSearch() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const [searching, setSearching] = useState(false);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(async (query: string, page: number) => {
    const controller = new AbortController();
    inFlight.current = controller;
    setSearching(true);
    try {
      const response = await fetch(`/api/searchy?${new URLSearchParams({ query, page: String(page) })}`, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok) return;
      const results = (await response.json()) as SearchResults;
      router.replace({
        url: searchUrl(query, page),
        props: (current) => ({ ...current, query, results }),
        preserveState: true,
        preserveScroll: page === 1,
      });
    } catch {
      // Network failures and cancelled searches leave the page as it is.
    } finally {
      if (inFlight.current === controller) setSearching(false);
    }
  }, []);

  /** After typing: search when the visitor pauses; an emptied box clears the results and the URL. */
  const typed = useCallback(
    (query: string) => {
      cancel();
      setSearching(false);
      if (query.trim() === '') {
        router.replace({ url: searchUrl('', 1), props: (current) => ({ ...current, query: '', results: null }), preserveState: true });
        return;
      }
      timer.current = setTimeout(() => void run(query, 1), SEARCH_DEBOUNCE_MS);
    },
    [cancel, run],
  );

  const goToPage = useCallback(
    (query: string, page: number) => {
      cancel();
      void run(query, page);
    },
    [cancel, run],
  );

  return { typed, goToPage, searching };
}
