import { Router } from 'express';
import type { AppContext } from '../app-context';
import { showDashboard } from './dashboard';
import type { BackstageSectionEntry } from './backstage-sections';
import { JOBS_PATH, retryJobAction, showJobQueue } from './job-queue-panel';
import { uploaderRoutes } from './media-uploads/uploads.routes';

/** Backstage screens that span entities; each entity's own screens are in its feature's routes, its section in the strip in its description. */
export function backstageRoutes(context: AppContext, sections: readonly BackstageSectionEntry[]): Router {
  const router = Router();
  router.get('/backstage', showDashboard(context, sections));
  router.get(JOBS_PATH, showJobQueue(context));
  router.post(`${JOBS_PATH}/:id/retry`, retryJobAction(context));
  router.use(uploaderRoutes(context));
  return router;
}
