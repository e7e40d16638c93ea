import type { Feature } from '../feature';
import { topicBackstageRoutes, topicUploadRoutes } from './topics.backstage';

export const topicsFeature: Feature = {
  name: 'topics',
  routes: { backstage: (context) => [topicBackstageRoutes(context)] },
  uploadRoutes: topicUploadRoutes,
  backstage: [{ key: 'topics', noun: 'topic', label: 'backstage.section.topics', table: 'topics', href: '/backstage/topics', trashable: true, place: 9 }],
};
