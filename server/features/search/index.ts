import type { Feature } from '../feature';
import { searchRoutes } from './search.routes';
import { searchOperations } from './search.openapi';

export const searchFeature: Feature = {
  name: 'search',
  routes: { pages: (context) => [searchRoutes(context)] },
  api: searchOperations,
};
