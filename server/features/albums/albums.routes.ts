import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { showAlbum } from './albums.pages';
import { albumJson } from './albums.api';
import { ALBUMS_LIST, createAlbumForm, editAlbumForm, listAlbums, restoreAlbumAction, saveAlbum, storeAlbum, trashAlbumAction } from './albums.backstage';

export function albumRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/album/:id', showAlbum(context));
  router.get('/api/album/:id', albumJson(context));
  mountRecordRoutes(router, ALBUMS_LIST, {
    list: listAlbums(context),
    createForm: createAlbumForm(),
    store: storeAlbum(context),
    editForm: editAlbumForm(context),
    save: saveAlbum(context),
    trash: trashAlbumAction(context),
    restore: restoreAlbumAction(context),
  });
  return router;
}

export const albumUploadRoutes = recordFormUploads(ALBUMS_LIST);
