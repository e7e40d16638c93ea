// Hees's service worker (issue: light on data, and offline). Three caches:
// - the shell: the offline page and what it needs, kept at install;
// - the built assets (/build/*, named by their content, so never stale): kept as they are fetched;
// - the pages of the recently played items (their HTML carries their lyrics): an anonymous copy of
//   each, fetched without cookies when the player says what was played, so no one's private page or
//   signed-in data is ever kept; at most 10, the older ones dropped.
// Nothing else is cached: the API, audio and every other page go to the network as usual.
// A new version whenever a shell file changes, so installed workers keep the new one (v2: the offline page in the visitor's language;
// v3: it says which pages open offline).
const VERSION = 'v3';
const SHELL = `hees-shell-${VERSION}`;
const ASSETS = 'hees-assets';
const PAGES = 'hees-pages';
const SHELL_FILES = ['/offline.html', '/offline.css', '/offline.js', '/favicon.svg', '/icons/icon-192.png'];
const MAX_PAGES = 10;
/** Only these pages are ever kept: public pages of what can be played. */
const KEPT_PAGE = /^\/(song|episode|resource)\/\d{1,10}$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('hees-shell-') && key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The player's list changed: keep those pages (and the assets the app needs to show them). */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-pages' || !Array.isArray(data.pages)) return;
  const pages = data.pages.filter((path) => typeof path === 'string' && KEPT_PAGE.test(path)).slice(0, MAX_PAGES);
  const assets = (Array.isArray(data.assets) ? data.assets : []).filter((path) => typeof path === 'string' && path.startsWith('/build/'));
  // The files first: once a page is kept, what it needs to start is kept too.
  event.waitUntil(keepAssets(assets).then(() => keepPages(pages)));
});

async function keepPages(pages) {
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    if (!pages.includes(new URL(request.url).pathname)) await cache.delete(request);
  }
  for (const path of pages) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path, { credentials: 'omit', headers: { Accept: 'text/html' } });
      if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) await cache.put(path, response);
    } catch {
      // Offline or failing now: the page is tried again at the next change of the list.
    }
  }
}

async function keepAssets(paths) {
  const cache = await caches.open(ASSETS);
  await Promise.all(
    paths.map(async (path) => {
      if (await cache.match(path)) return;
      try {
        const response = await fetch(path, { credentials: 'omit' });
        if (response.ok) await cache.put(path, response);
      } catch {
        // As above.
      }
    }),
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/build/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // A page: the network first; offline, the kept copy of a recently played item's page, or the offline page.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (KEPT_PAGE.test(url.pathname) && (await caches.match(url.pathname, { cacheName: PAGES }))) || caches.match('/offline.html', { cacheName: SHELL })),
    );
    return;
  }

  // An in-app visit (Inertia) that cannot reach the server: a full page load instead, which the
  // branch above answers from what is kept (Inertia follows a 409 with X-Inertia-Location). A
  // partial reload (deferred props of the page already shown) just fails: reloading for it would loop.
  // So does a prefetch (a hover, not a visit), and so does a request the page itself gave up on (a
  // visit cancelled by the next one): Inertia follows the 409 of any of its requests, so answering
  // those with one reloaded the whole page under the person, losing what they were typing.
  const isVisit = request.headers.get('X-Inertia') === 'true' && !request.headers.has('X-Inertia-Partial-Data') && request.headers.get('Purpose') !== 'prefetch';
  if (isVisit) {
    event.respondWith(
      fetch(request).catch((error) => {
        if (request.signal.aborted || (error && error.name === 'AbortError')) throw error;
        return new Response('', { status: 409, headers: { 'X-Inertia-Location': url.pathname + url.search } });
      }),
    );
  }
});
