import type { Feature } from '../feature';
import { lyricsRoutes } from './lyrics.routes';

export const lyricsFeature: Feature = {
  name: 'lyrics',
  routes: { pages: (context) => [lyricsRoutes(context)] },
};
