import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../http/require-user';
import { followState, followStatesOf, listFollowing, newFromFollowed, setFollow } from './follows.api';

export function followRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/api/following', requireUser, listFollowing(context));
  router.get('/api/following/new', requireUser, newFromFollowed(context));
  router.get('/api/follow/artists', requireUser, followStatesOf(context));
  router.get('/api/follow/artist/:id', requireUser, followState(context));
  router.put('/api/follow/artist/:id', requireUser, setFollow(context, true));
  router.delete('/api/follow/artist/:id', requireUser, setFollow(context, false));
  return router;
}
