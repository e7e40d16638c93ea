import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { attachPlaylists, noPlaylistSong } from './playlist-connection.backstage';
import { showPlaylist, showPlaylists } from './playlists.pages';
import { playlistJson, playlistsJson } from './playlists.api';
import { createPlaylistForm, editPlaylistForm, listPlaylists, PLAYLISTS_LIST, restorePlaylistAction, savePlaylist, storePlaylist, trashPlaylistAction } from './playlists.backstage';

export function playlistRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/playlists', showPlaylists(context));
  router.get('/playlist/:id', showPlaylist(context));
  router.get('/api/playlists', playlistsJson(context));
  router.get('/api/playlist/:id', playlistJson(context));
  mountRecordRoutes(router, PLAYLISTS_LIST, {
    list: listPlaylists(context),
    createForm: createPlaylistForm(),
    store: storePlaylist(context),
    editForm: editPlaylistForm(context),
    save: savePlaylist(context),
    trash: trashPlaylistAction(context),
    restore: restorePlaylistAction(context),
  });
  router.post('/api/backstage/no-playlist-song', noPlaylistSong(context));
  router.post('/api/backstage/playlist-attach', attachPlaylists(context));
  return router;
}

export const playlistUploadRoutes = recordFormUploads(PLAYLISTS_LIST);
