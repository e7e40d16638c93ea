import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showStaticPage } from './static-pages.pages';
import { staticPageJson } from './static-pages.api';

export function staticPageRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/pages/:slug', showStaticPage(context));
  router.get('/api/pages/:slug', staticPageJson(context));
  return router;
}
