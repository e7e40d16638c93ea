import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { recordPlays } from './plays.api';
import { showStats } from './stats.api';

export function playsRoutes(context: AppContext, sessionCookie: string): Router {
  const router = Router();
  router.post('/api/analytics/plays', recordPlays(context, sessionCookie));
  router.get('/api/stats', showStats(context));
  return router;
}
