import type { Feature } from '../feature';
import { youtubeImportRoutes } from './youtube-import.routes';

export const youtubeImportFeature: Feature = {
  name: 'youtube-import',
  routes: { pages: (context) => [youtubeImportRoutes(context)] },
};
