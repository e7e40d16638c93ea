/**
 * Line explanations (issue 35; docs/features/line-explanations.md). Routes:
 * - `POST /api/song/{id}/explanations` {from_line, to_line, body}: write one (signed in).
 * - `PUT|DELETE /api/explanations/{id}/vote`: upvote, take it back (idempotent).
 * - `POST /api/explanations/{id}/report` {reason, note?}: for staff.
 * - `GET /api/me/explanations?page=` and the page `GET /me/explanations` (explanations/mine): the listener's own.
 * - Backstage: `GET /backstage/lyrics/explanations` (the lyrics queue's Explanations tab), `POST /api/backstage/explanations/{id}/
 *   approve|reject|dismiss-reports|confirm`, `PUT|DELETE /api/backstage/explainers/{userId}/trusted`.
 * - The song page's `explanations` prop and `GET /api/song/{id}`'s `explanations` (song-explanations.ts, read by songs).
 */
import type { Feature } from '../feature';
import { explanationRoutes } from './explanations.routes';
import { explanationOperations } from './explanations.openapi';

export const explanationsFeature: Feature = {
  name: 'explanations',
  routes: { pages: (context) => [explanationRoutes(context)] },
  api: explanationOperations,
};
