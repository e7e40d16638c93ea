import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showArtist } from './artists.pages';
import { artistJson, artistsJson } from './artists.api';

export function artistRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/artist/:id', showArtist(context));
  router.get('/api/artist/:id', artistJson(context));
  router.get('/api/artists', artistsJson(context));
  return router;
}
