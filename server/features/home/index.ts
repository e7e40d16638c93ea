import type { Feature } from '../feature';
import { homeRoutes } from './home.routes';
import { homeOperations } from './home.openapi';
import { CHARTS_EVERY_MS, CHARTS_JOB, chartsJob } from './charts.job';

export const homeFeature: Feature = {
  name: 'home',
  routes: { pages: (context) => [homeRoutes(context)] },
  api: homeOperations,
  jobs: (context) => ({ [CHARTS_JOB]: chartsJob(context) }),
  schedules: [{ kind: CHARTS_JOB, everyMs: CHARTS_EVERY_MS }],
};
