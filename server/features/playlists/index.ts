import type { Feature } from '../feature';
import { playlistRoutes, playlistUploadRoutes } from './playlists.routes';
import { playlistOperations } from './playlists.openapi';

export const playlistsFeature: Feature = {
  name: 'playlists',
  routes: { pages: (context) => [playlistRoutes(context)] },
  api: playlistOperations,
  uploadRoutes: playlistUploadRoutes,
  backstage: [{ key: 'playlist', noun: 'playlist', label: 'backstage.section.playlist', table: 'playlists', href: '/backstage/playlist', trashable: true, place: 6 }],
};
