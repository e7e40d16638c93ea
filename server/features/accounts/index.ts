import type { Feature } from '../feature';
import { accountRoutes } from './accounts.routes';

export const accountsFeature: Feature = {
  name: 'accounts',
  routes: { pages: (context) => [accountRoutes(context)] },
};
