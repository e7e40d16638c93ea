import type { Feature } from '../feature';
import { homeRoutes } from './home.routes';
import { homeOperations } from './home.openapi';

export const homeFeature: Feature = {
  name: 'home',
  routes: { pages: (context) => [homeRoutes(context)] },
  api: homeOperations,
};
