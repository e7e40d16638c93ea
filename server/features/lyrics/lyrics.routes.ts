import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { submitLyricsForm } from './lyrics.pages';
import { submitLyricsJson } from './lyrics.api';

export function lyricsRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/song/:id/lyrics', submitLyricsForm(context));
  router.post('/api/song/:id/lyrics', submitLyricsJson(context));
  return router;
}
