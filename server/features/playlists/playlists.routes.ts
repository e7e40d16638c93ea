import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showPlaylist, showPlaylists } from './playlists.pages';
import { playlistJson, playlistsJson } from './playlists.api';

export function playlistRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/playlists', showPlaylists(context));
  router.get('/playlist/:id', showPlaylist(context));
  router.get('/api/playlists', playlistsJson(context));
  router.get('/api/playlist/:id', playlistJson(context));
  return router;
}
