import type { Feature } from '../feature';
import { favoriteRoutes } from './favorites.routes';

export const favoritesFeature: Feature = {
  name: 'favorites',
  routes: { pages: (context) => [favoriteRoutes(context)] },
};
