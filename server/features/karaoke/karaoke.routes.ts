import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showKaraoke } from './karaoke.pages';

export function karaokeRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/song/:id/karaoke', showKaraoke(context));
  return router;
}
