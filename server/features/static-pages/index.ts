import type { Feature } from '../feature';
import { staticPageRoutes, pageUploadRoutes } from './static-pages.routes';
import { staticPageOperations } from './static-pages.openapi';

export const staticPagesFeature: Feature = {
  name: 'static-pages',
  routes: { pages: (context) => [staticPageRoutes(context)] },
  api: staticPageOperations,
  uploadRoutes: pageUploadRoutes,
  backstage: [{ key: 'pages', noun: 'page', label: 'backstage.section.pages', table: 'pages', href: '/backstage/pages', trashable: true, place: 5 }],
};
