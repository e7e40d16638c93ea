import type { Feature } from '../feature';
import { genreRoutes } from './genres.routes';

export const genresFeature: Feature = {
  name: 'genres',
  routes: { pages: (context) => [genreRoutes(context)] },
};
