import type { Feature } from '../feature';
import { albumRoutes, albumUploadRoutes } from './albums.routes';

export const albumsFeature: Feature = {
  name: 'albums',
  routes: { pages: (context) => [albumRoutes(context)] },
  uploadRoutes: albumUploadRoutes,
};
