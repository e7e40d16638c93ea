import type { Feature } from '../feature';
import { accountRoutes } from './accounts.routes';
import { accountOperations } from './accounts.openapi';

export const accountsFeature: Feature = {
  name: 'accounts',
  routes: { pages: (context) => [accountRoutes(context)] },
  api: accountOperations,
};
