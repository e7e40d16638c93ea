import type { Feature } from '../feature';
import { followRoutes } from './follows.routes';
import { followOperations } from './follows.openapi';

/** Artists a listener follows, and what is new from them (issue 35; docs/features/follow-artists.md). */
export const followsFeature: Feature = {
  name: 'follows',
  routes: { pages: (context) => [followRoutes(context)] },
  api: followOperations,
};
