import type { Feature } from '../feature';
import { favoriteRoutes } from './favorites.routes';
import { favoriteOperations } from './favorites.openapi';

export const favoritesFeature: Feature = {
  name: 'favorites',
  routes: { pages: (context) => [favoriteRoutes(context)] },
  api: favoriteOperations,
};
