import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showGenre, showGenres } from './genres.pages';
import { genreJson, genresJson } from './genres.api';

export function genreRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/genre', showGenre(context));
  router.get('/genres', showGenres(context));
  router.get('/api/genre/:id', genreJson(context));
  router.get('/api/genres', genresJson(context));
  return router;
}
