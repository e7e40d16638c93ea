import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { shareCardHandler } from './share.handler';

/**
 * Share images. Mounted before sessions (like the sitemaps): apps and crawlers fetching an
 * og:image get no cookie, so the answer can be kept by shared caches.
 */
export function shareRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/share/:kind/:file', shareCardHandler(context));
  return router;
}
