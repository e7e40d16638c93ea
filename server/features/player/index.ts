import type { Feature } from '../feature';
import { playerRoutes } from './player.routes';

export const playerFeature: Feature = {
  name: 'player',
  routes: { pages: (context) => [playerRoutes(context)] },
};
