import type { Feature } from '../feature';
import { topicBackstageRoutes, topicUploadRoutes } from './topics.backstage';

export const topicsFeature: Feature = {
  name: 'topics',
  routes: { backstage: (context) => [topicBackstageRoutes(context)] },
  uploadRoutes: topicUploadRoutes,
};
