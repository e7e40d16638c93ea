import type { Feature } from '../feature';
import { youtubeImportRoutes } from './youtube-import.routes';
import { youtubeImportOperations } from './youtube-import.openapi';

export const youtubeImportFeature: Feature = {
  name: 'youtube-import',
  routes: { pages: (context) => [youtubeImportRoutes(context)] },
  api: youtubeImportOperations,
};
