import type { Feature } from '../feature';
import { staticPageRoutes, pageUploadRoutes } from './static-pages.routes';

export const staticPagesFeature: Feature = {
  name: 'static-pages',
  routes: { pages: (context) => [staticPageRoutes(context)] },
  uploadRoutes: pageUploadRoutes,
  backstage: [{ key: 'pages', noun: 'page', label: 'backstage.section.pages', table: 'pages', href: '/backstage/pages', trashable: true, place: 5 }],
};
