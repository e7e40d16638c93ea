import '../css/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolvePage } from './pages/resolve';
import { documentTitle } from './lib/title';
import { trackPageViews } from './lib/analytics';
import { notifyFlash } from './lib/notifications';
import { setUpAuthToken } from './lib/auth-token';
import { registerServiceWorker } from './lib/offline';
import { prefetchOnHover } from './lib/hover-prefetch';
import { syncDataSaverCookie } from './lib/data-saver';
import { whenIdle } from './lib/when-idle';
import { replayEarlyClick, stopKeepingEarlyClicks } from './lib/early-click';
import { setBrowserTranslator, TranslatorProvider } from './i18n/i18n-context';
import { translatorFromPage } from './i18n/page-translator';
import { startingMessages } from './i18n/starting-messages';

// Registered before the app starts so the first page's navigate and flash events are not missed.
trackPageViews();
// The embeddable player (pages/embed/) runs inside other sites' frames: no sign-in token, no offline
// copy of the site, no cookie written, no prefetching of pages it does not link to.
if (!window.location.pathname.startsWith('/embed/')) {
  setUpAuthToken();
  registerServiceWorker();
  prefetchOnHover();
  // Not needed before the next page is asked for: out of the task that evaluates the app (the first
  // read of localStorage costs a slow phone several ms), once the page has loaded.
  whenIdle(syncDataSaverCookie);
}
router.on('flash', (event) => notifyFlash(event.detail.flash));

/**
 * Marks <html data-app-ready> once React has taken over the page (its first commit, after hydration,
 * which yields and so ends some time after the app starts): from then on every control answers.
 * The browser tests wait for it before they type or click. A button tapped before the app started is
 * tapped again then.
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    replayEarlyClick();
  }, []);
  // The app as its only child: a sibling would change every useId below it from what SSR rendered.
  return children;
}

/**
 * The app starts once it has the interface's messages (their own file, usually preloaded by then). If
 * they cannot be had (offline with no copy kept), the page stays as the server drew it: readable, its
 * links plain links; an app started without its words would replace every text with a message id.
 */
startingMessages().then(startApp, (error: unknown) => console.error('Hees could not start: no interface messages.', error));

function startApp(messages: Record<string, unknown> | undefined) {
  void createInertiaApp({
    title: (title) => documentTitle(title),
    resolve: resolvePage,
    setup({ el, App, props }) {
      // The first page (a full load) brought the language's messages; later visits carry the locale alone,
      // and a change of language reloads the page (i18n/language-switch.ts): one translator for the visit.
      const translator = translatorFromPage(props.initialPage, messages);
      setBrowserTranslator(translator);
      const app = (
        <TranslatorProvider translator={translator}>
          <MarkReady>
            <App {...props} />
          </MarkReady>
        </TranslatorProvider>
      );
      // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
      // holding the main thread for the whole page (on a mid-range phone, hundreds of ms of one task):
      // the server's markup is already on screen, and a click meanwhile is replayed once its part is live.
      if (el.hasChildNodes()) {
        stopKeepingEarlyClicks();
        startTransition(() => void hydrateRoot(el, app));
      } else createRoot(el).render(app);
    },
    // Its rules are in app.css: the <style> element Inertia would add is not allowed by the CSP (style-src 'self').
    progress: { color: '#14b8a6', includeCSS: false },
  });
}
