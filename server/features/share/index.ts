import type { Feature } from '../feature';
import { shareRoutes } from './share.routes';

export const shareFeature: Feature = {
  name: 'share',
  routes: { sessionless: (context) => [shareRoutes(context)] },
};
