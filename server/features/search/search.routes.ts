import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../http/require-admin';
import { adminSearch, playlistSearch, publicSearch, selectorSearch } from './search.api';
import { showSearch } from './search.pages';
import { createSearchService } from './search.service';

export function searchRoutes(context: AppContext): Router {
  const search = createSearchService(context);
  const router = Router();
  router.get('/search', showSearch(search, context.db.knex));
  router.get('/api/searchy', publicSearch(search, context.db.knex));
  router.get('/api/search', selectorSearch(search));
  return router;
}

/** Staff-only searches, each route behind the admin guard. */
export function backstageSearchRoutes(context: AppContext): Router {
  const search = createSearchService(context);
  const router = Router();
  router.get('/api/backstage/admin-search', requireAdmin, adminSearch(search));
  router.get('/api/backstage/playlist-search', requireAdmin, playlistSearch(search));
  return router;
}
