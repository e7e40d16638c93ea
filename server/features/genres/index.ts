import type { Feature } from '../feature';
import { genreRoutes } from './genres.routes';
import { genreOperations } from './genres.openapi';

export const genresFeature: Feature = {
  name: 'genres',
  routes: { pages: (context) => [genreRoutes(context)] },
  api: genreOperations,
};
