import '../css/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolvePage } from './pages/resolve';
import { documentTitle } from './lib/title';
import { trackPageViews } from './lib/analytics';
import { notifyFlash } from './lib/notifications';
import { setUpAuthToken } from './lib/auth-token';
import { registerServiceWorker } from './lib/offline';
import { prefetchOnHover } from './lib/hover-prefetch';
import { syncDataSaverCookie } from './lib/data-saver';

// Registered before the app starts so the first page's navigate and flash events are not missed.
trackPageViews();
setUpAuthToken();
router.on('flash', (event) => notifyFlash(event.detail.flash));
registerServiceWorker();
prefetchOnHover();
syncDataSaverCookie();

createInertiaApp({
  title: (title) => documentTitle(title),
  resolve: resolvePage,
  setup({ el, App, props }) {
    if (el.hasChildNodes()) hydrateRoot(el, <App {...props} />);
    else createRoot(el).render(<App {...props} />);
  },
  progress: { color: '#14b8a6' },
});
