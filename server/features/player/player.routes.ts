import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { playingItemFromBody, playingItemFromQuery } from './player.api';

export function playerRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/api/_song', playingItemFromBody(context));
  router.get('/api/_song', playingItemFromQuery(context));
  return router;
}
