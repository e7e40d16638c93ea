import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { adminSearch, playlistSearch, publicSearch, selectorSearch } from './search.api';
import { showSearch } from './search.pages';
import { createSearchService } from './search.service';

/**
 * Every search: the page and the public API, and the staff pickers under /api/backstage (behind the
 * app-level admin guard mounted before all routers). One service, so one cache for all of them.
 */
export function searchRoutes(context: AppContext): Router {
  const search = createSearchService(context);
  const router = Router();
  router.get('/search', showSearch(search, context.db.knex));
  router.get('/api/searchy', publicSearch(search, context.db.knex));
  router.get('/api/search', selectorSearch(search));
  router.get('/api/backstage/admin-search', adminSearch(search));
  router.get('/api/backstage/playlist-search', playlistSearch(search));
  return router;
}
