import { router } from '@inertiajs/react';

/** Spec §7/§9: links prefetch on hover after 75 ms, and what they fetch is used for 30 s. */
export const PREFETCH_HOVER_MS = 75;
export const PREFETCH_CACHE_MS = 30_000;

/** Paths that are not pages to prefetch: sign-in steps, files, the staff area's writes. */
const SKIPPED = /^\/(auth|media|build|api|sw\.js|sitemap)/;

function prefetchable(anchor: HTMLAnchorElement): string | null {
  if (anchor.target === '_blank' || anchor.hasAttribute('download') || anchor.dataset.noPrefetch !== undefined) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || SKIPPED.test(url.pathname)) return null;
  if (isCurrentPage(url.pathname + url.search)) return null;
  return url.pathname + url.search;
}

const isCurrentPage = (href: string) => href === location.pathname + location.search;

/**
 * Every in-site link prefetches its page when the pointer rests on it for 75 ms (one listener for
 * the document, so each Link need not say so); a click then shows the page at once from what was
 * fetched, for up to 30 s. Touch screens have no hover: there a tap fetches as before.
 *
 * A link clicked within the 75 ms is already being visited: its prefetch is dropped. Left to run, it
 * fetched the page the person had just arrived on, and Inertia put that answer on screen again,
 * remounting the page: a form typed into at once was emptied (a browser test caught the song's name
 * gone; tests/e2e/form-typing.test.ts).
 */
export function prefetchOnHover(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: HTMLAnchorElement | null = null;
  const cancel = () => {
    clearTimeout(timer);
    pending = null;
  };
  document.addEventListener('pointerdown', cancel, true);
  router.on('start', (event) => {
    if (!event.detail.visit.prefetch) cancel();
  });
  document.addEventListener('mouseover', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (anchor === pending) return;
    clearTimeout(timer);
    pending = anchor;
    const href = anchor && prefetchable(anchor);
    if (!href) return;
    timer = setTimeout(() => {
      if (!isCurrentPage(href)) router.prefetch(href, { method: 'get' }, { cacheFor: PREFETCH_CACHE_MS });
    }, PREFETCH_HOVER_MS);
  });
  document.addEventListener('mouseout', (event) => {
    if (pending && !pending.contains(event.relatedTarget as Node | null)) cancel();
  });
}
