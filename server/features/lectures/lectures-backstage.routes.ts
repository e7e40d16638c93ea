import { Router } from 'express';
import type { AppContext } from '../../app-context';
import type { UploadRoute } from '../../http/multipart/upload-routes';
import { scholarBackstageRoutes, scholarUploadRoutes } from '../scholars/scholars.backstage';
import { topicBackstageRoutes, topicUploadRoutes } from '../topics/topics.backstage';
import { resourceBackstageRoutes, resourceUploadRoutes } from './lectures.backstage';
import { mediaBackstageRoutes } from './media.backstage';

/** Backstage for lectures: scholars, topics, resources and the media panel's calls. */
export function lectureBackstageRoutes(context: AppContext): Router {
  const router = Router();
  router.use(scholarBackstageRoutes(context), topicBackstageRoutes(context), resourceBackstageRoutes(context), mediaBackstageRoutes(context));
  return router;
}

export const lectureUploadRoutes: UploadRoute[] = [...scholarUploadRoutes, ...topicUploadRoutes, ...resourceUploadRoutes];
