import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showHome } from './home.pages';
import { homepageJson } from './home.api';

export function homeRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/', showHome(context));
  router.get('/api/homepage', homepageJson(context));
  return router;
}
