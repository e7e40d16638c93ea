import type { Feature } from '../feature';
import { playerRoutes } from './player.routes';
import { playerOperations } from './player.openapi';

export const playerFeature: Feature = {
  name: 'player',
  routes: { pages: (context) => [playerRoutes(context)] },
  api: playerOperations,
};
