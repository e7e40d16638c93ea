import path from 'node:path';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { RENDITION_PREFIX } from '@common/image-renditions';
import { imageRendition } from './image-renditions.handler';
import { renditionCache } from './rendition-cache';

/** Resized copies of stored images (docs/features/image-renditions.md); needs no session, so it is mounted before it. */
export function imageRenditionRoutes({ config, storage }: AppContext): Router {
  const router = Router();
  router.get(`${RENDITION_PREFIX}/:width/*key`, imageRendition(storage, renditionCache(path.resolve(config.imageCacheDir))));
  return router;
}
