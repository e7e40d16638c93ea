import type { Feature } from '../feature';
import { homeRoutes } from './home.routes';

export const homeFeature: Feature = {
  name: 'home',
  routes: { pages: (context) => [homeRoutes(context)] },
};
