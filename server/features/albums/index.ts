import type { Feature } from '../feature';
import { albumRoutes, albumUploadRoutes } from './albums.routes';
import { albumOperations } from './albums.openapi';

export const albumsFeature: Feature = {
  name: 'albums',
  routes: { pages: (context) => [albumRoutes(context)] },
  api: albumOperations,
  uploadRoutes: albumUploadRoutes,
  backstage: [{ key: 'albums', noun: 'album', label: 'backstage.section.albums', table: 'albums', href: '/backstage/albums', trashable: true, place: 3 }],
};
