import type { RequestHandler, Router } from 'express';
import type { UploadRoute } from '../http/multipart/upload-routes';

/** The seven screens and writes of one backstage record type. */
export interface RecordHandlers {
  list: RequestHandler;
  createForm: RequestHandler;
  store: RequestHandler;
  editForm: RequestHandler;
  save: RequestHandler;
  trash: RequestHandler;
  restore: RequestHandler;
}

/**
 * Mounts a record type's routes the same way for every entity: the list, `/create`, POST to the
 * list, `/:id/edit`, PUT and DELETE on `/:id`, and `/:id/restore`.
 */
export function mountRecordRoutes(router: Router, path: string, handlers: RecordHandlers): void {
  router.get(path, handlers.list);
  router.get(`${path}/create`, handlers.createForm);
  router.post(path, handlers.store);
  router.get(`${path}/:id/edit`, handlers.editForm);
  router.put(`${path}/:id`, handlers.save);
  router.delete(`${path}/:id`, handlers.trash);
  router.post(`${path}/:id/restore`, handlers.restore);
}

/** The record's forms may come as multipart (spec §7 "submitted as forms"): fields only, files go through the uploaders. */
export const recordFormUploads = (path: string): UploadRoute[] => [
  { method: 'POST', path, access: 'admin', files: {}, maxFileBytes: 1 },
  { method: 'PUT', path: `${path}/:id`, access: 'admin', files: {}, maxFileBytes: 1 },
];
