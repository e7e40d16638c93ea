import type { Feature } from '../feature';
import { artistRoutes, artistUploadRoutes } from './artists.routes';
import { artistOperations } from './artists.openapi';

export const artistsFeature: Feature = {
  name: 'artists',
  routes: { pages: (context) => [artistRoutes(context)] },
  api: artistOperations,
  uploadRoutes: artistUploadRoutes,
  backstage: [{ key: 'artists', noun: 'artist', label: 'backstage.section.artists', table: 'artists', href: '/backstage/artists', trashable: true, place: 1 }],
};
