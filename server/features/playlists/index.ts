import type { Feature } from '../feature';
import { playlistRoutes, playlistUploadRoutes } from './playlists.routes';

export const playlistsFeature: Feature = {
  name: 'playlists',
  routes: { pages: (context) => [playlistRoutes(context)] },
  uploadRoutes: playlistUploadRoutes,
};
