import type { Feature } from '../feature';
import { scholarBackstageRoutes, scholarUploadRoutes } from './scholars.backstage';

export const scholarsFeature: Feature = {
  name: 'scholars',
  routes: { backstage: (context) => [scholarBackstageRoutes(context)] },
  uploadRoutes: scholarUploadRoutes,
  backstage: [{ key: 'scholars', noun: 'scholar', label: 'backstage.section.scholars', table: 'scholars', href: '/backstage/scholars', trashable: true, place: 8 }],
};
