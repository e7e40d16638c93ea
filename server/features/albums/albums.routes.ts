import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showAlbum } from './albums.pages';
import { albumJson } from './albums.api';

export function albumRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/album/:id', showAlbum(context));
  router.get('/api/album/:id', albumJson(context));
  return router;
}
