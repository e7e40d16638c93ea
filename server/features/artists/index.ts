import type { Feature } from '../feature';
import { artistRoutes, artistUploadRoutes } from './artists.routes';

export const artistsFeature: Feature = {
  name: 'artists',
  routes: { pages: (context) => [artistRoutes(context)] },
  uploadRoutes: artistUploadRoutes,
  backstage: [{ key: 'artists', noun: 'artist', label: 'backstage.section.artists', table: 'artists', href: '/backstage/artists', trashable: true, place: 1 }],
};
