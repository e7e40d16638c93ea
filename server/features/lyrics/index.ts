import type { Feature } from '../feature';
import { lyricsRoutes } from './lyrics.routes';
import { lyricsOperations } from './lyrics.openapi';

export const lyricsFeature: Feature = {
  name: 'lyrics',
  routes: { pages: (context) => [lyricsRoutes(context)] },
  api: lyricsOperations,
};
