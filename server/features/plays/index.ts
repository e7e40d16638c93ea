import type { Feature } from '../feature';
import { SESSION_COOKIE } from '../../http/session-cookie';
import { playsRoutes } from './plays.routes';
import { playOperations } from './plays.openapi';

export const playsFeature: Feature = {
  name: 'plays',
  routes: { pages: (context) => [playsRoutes(context, SESSION_COOKIE)] },
  api: playOperations,
};
