import type { Feature } from '../feature';
import { storyRoutes } from './stories.routes';
import { storyUploadRoutes } from './stories.backstage';
import { storyOperations } from './stories.openapi';

export const storiesFeature: Feature = {
  name: 'stories',
  routes: { pages: (context) => [storyRoutes(context)] },
  api: storyOperations,
  uploadRoutes: storyUploadRoutes,
  backstage: [{ key: 'story', noun: 'story', label: 'backstage.section.story', table: 'stories', href: '/backstage/story', trashable: true, place: 7 }],
};
