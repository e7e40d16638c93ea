import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showHome } from './home.pages';
import { homepageJson } from './home.api';
import { readOption, saveOption } from './featured.backstage';

export function homeRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/', showHome(context));
  router.get('/api/homepage', homepageJson(context));
  router.get('/api/backstage/options/:key', readOption(context));
  router.post('/api/backstage/options', saveOption(context));
  return router;
}
