import { Router } from 'express';
import type { AppContext } from '../app-context';
import { showDashboard } from './dashboard';

/** Backstage screens that span entities; each entity's own screens are in its feature's routes. */
export function backstageRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/backstage', showDashboard(context));
  return router;
}
