import { whenIdle } from './when-idle';

/**
 * The installable app and its offline side (issue: light on data, and offline): registers the
 * service worker (public/sw.js) once the page has loaded and the browser is idle, and tells it which
 * pages to keep: those of the 10 most recently played items, with the built files this page runs on,
 * so a recently played song's page and lyrics open without a connection.
 */
const KEPT = 10;

export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  // Once idle, not in the task that evaluates the app: the call itself costs a few ms of main thread.
  whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

/**
 * The built files this page has run on (scripts, modules, styles, also the page chunks loaded as
 * the visitor moved around), as paths: what the kept pages need to start without a connection.
 */
function pageAssets(): string[] {
  const urls = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
  urls.push(...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')].map((link) => link.href));
  urls.push(...performance.getEntriesByType('resource').map((entry) => entry.name));
  const paths = urls.map((url) => new URL(url, location.href)).filter((url) => url.origin === location.origin && url.pathname.startsWith('/build/')).map((url) => url.pathname);
  return [...new Set(paths)];
}

/** Sends the service worker the pages to keep; nothing happens where there is none (yet). */
export function keepPagesOffline(hrefs: string[]): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep-pages', pages: hrefs.slice(0, KEPT), assets: pageAssets() }))
    .catch(() => undefined);
}
