import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showHome } from './home.pages';
import { homepageJson } from './home.api';
import { homeCharts } from './home-charts';
import { readOption, saveOption } from './featured.backstage';

export function homeRoutes(context: AppContext): Router {
  const router = Router();
  // One ranking per instance, shared by the page and the apps' JSON.
  const charts = homeCharts(context.db.knex, { maxAgeMs: context.config.figuresRefreshMs });
  router.get('/', showHome(context, charts));
  router.get('/api/homepage', homepageJson(context, charts));
  router.get('/api/backstage/options/:key', readOption(context));
  router.post('/api/backstage/options', saveOption(context));
  return router;
}
