import type { Feature } from '../feature';
import { searchRoutes } from './search.routes';

export const searchFeature: Feature = {
  name: 'search',
  routes: { pages: (context) => [searchRoutes(context)] },
};
