import type { Feature } from '../feature';
import { podcastRoutes, podcastUploadRoutes } from './podcasts.routes';

export const podcastsFeature: Feature = {
  name: 'podcasts',
  routes: { pages: (context) => [podcastRoutes(context)] },
  uploadRoutes: podcastUploadRoutes,
};
