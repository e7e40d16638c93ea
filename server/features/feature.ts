import type { Router } from 'express';
import type { AppContext } from '../app-context';
import type { BackstageSectionEntry } from '../backstage/backstage-sections';
import type { UploadRoute } from '../http/multipart/upload-routes';
import type { ApiOperation } from '../http/openapi/api-operation';
import type { JobsContext } from '../jobs/jobs-context';
import type { JobHandlers, Schedule } from '../jobs/worker';

/**
 * Where a feature's routers sit in the middleware stack (server/app.ts), in the stack's order:
 * - `sessionless`: before the session, body parsing and CSRF, for answers that need none of them
 *   (health, sitemap, share cards);
 * - `pages`: the ordinary place, behind every guard, parser and the CSRF check;
 * - `backstage`: after the backstage's own screens (dashboard, jobs, uploads).
 */
export type RouteStage = 'sessionless' | 'pages' | 'backstage';

/**
 * What a feature plugs into the app: its routes, the routes that take files, and its jobs. Each
 * feature folder's index.ts exports one; server/features/index.ts lists them, and the app and the
 * worker read that list, so adding a feature touches its folder and one line there.
 */
export interface Feature {
  name: string;
  /** The feature's routers by where they are mounted; within a stage, in the list's order. */
  routes?: Partial<Record<RouteStage, (context: AppContext) => Router[]>>;
  /** The routes that take multipart bodies (server/http/multipart/upload-routes.ts). */
  uploadRoutes?: readonly UploadRoute[];
  /** Handlers by job kind, run by every worker. */
  jobs?: (context: JobsContext) => JobHandlers;
  /** Jobs queued on a timer (server/jobs/worker.ts). */
  schedules?: readonly Schedule[];
  /** Its `/api` routes as the OpenAPI document describes them (its `<name>.openapi.ts`; docs/features/api-contract.md). */
  api?: readonly ApiOperation[];
  /** Its sections in backstage's navigation strip and on the dashboard. */
  backstage?: readonly BackstageSectionEntry[];
}
