import type { Feature } from '../feature';
import { songRoutes, songUploadRoutes } from './songs.routes';

export const songsFeature: Feature = {
  name: 'songs',
  routes: { pages: (context) => [songRoutes(context)] },
  uploadRoutes: songUploadRoutes,
};
