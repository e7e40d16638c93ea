import type { Feature } from '../feature';
import { storyRoutes } from './stories.routes';
import { storyUploadRoutes } from './stories.backstage';

export const storiesFeature: Feature = {
  name: 'stories',
  routes: { pages: (context) => [storyRoutes(context)] },
  uploadRoutes: storyUploadRoutes,
  backstage: [{ key: 'story', noun: 'story', label: 'backstage.section.story', table: 'stories', href: '/backstage/story', trashable: true, place: 7 }],
};
