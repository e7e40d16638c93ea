import { Router } from 'express';
import type { AppContext } from '../../app-context';
import type { UploadRoute } from '../../http/multipart/upload-routes';
import { showArtist, showArtistSongs } from './artists.pages';
import { artistJson, artistSongsJson, artistsJson } from './artists.api';
import {
  createArtistForm,
  editArtistForm,
  listArtists,
  restoreArtistAction,
  saveArtist,
  storeArtist,
  trashArtistAction,
} from './artists.backstage';

export function artistRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/artist/:id', showArtist(context));
  router.get('/artist/:id/songs', showArtistSongs(context));
  router.get('/api/artist/:id', artistJson(context));
  router.get('/api/artist/:id/songs', artistSongsJson(context));
  router.get('/api/artists', artistsJson(context));

  router.get('/backstage/artists', listArtists(context));
  router.get('/backstage/artists/create', createArtistForm());
  router.post('/backstage/artists', storeArtist(context));
  router.get('/backstage/artists/:id/edit', editArtistForm(context));
  router.put('/backstage/artists/:id', saveArtist(context));
  router.delete('/backstage/artists/:id', trashArtistAction(context));
  router.post('/backstage/artists/:id/restore', restoreArtistAction(context));
  return router;
}

/**
 * The artist form may come as multipart (spec §7 "submitted as forms") with no file in it: the image
 * is a stored path until the image uploader comes. Declared so its fields are read; a file is refused.
 */
export const artistUploadRoutes: UploadRoute[] = [
  { method: 'POST', path: '/backstage/artists', access: 'admin', files: {}, maxFileBytes: 1 },
  { method: 'PUT', path: '/backstage/artists/:id', access: 'admin', files: {}, maxFileBytes: 1 },
];
