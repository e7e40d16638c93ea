import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showJustAdded, showSmartSongs, showSong } from './songs.pages';
import { justAddedJson, smartSongsJson, songJson } from './songs.api';

export function songRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/song/:id', showSong(context));
  router.get('/just-added', showJustAdded(context));
  router.get('/smart', showSmartSongs(context));
  router.get('/api/song/:id', songJson(context));
  router.get('/api/just-added', justAddedJson(context));
  router.get('/api/smart', smartSongsJson(context));
  return router;
}
