import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../http/require-user';
import { listFavorites, setFavorite } from './favorites.api';
import { showFavorites } from './favorites.pages';

export function favoriteRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/favorites', showFavorites(context));
  router.get('/api/favorite', requireUser, listFavorites(context));
  router.put('/api/favorite/:songId', requireUser, setFavorite(context, true));
  router.delete('/api/favorite/:songId', requireUser, setFavorite(context, false));
  return router;
}
