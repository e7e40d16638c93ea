import type { Feature } from '../feature';
import { eventRoutes, eventUploadRoutes } from './events.routes';
import { eventOperations } from './events.openapi';

export const eventsFeature: Feature = {
  name: 'events',
  routes: { pages: (context) => [eventRoutes(context)] },
  api: eventOperations,
  uploadRoutes: eventUploadRoutes,
  backstage: [{ key: 'events', noun: 'event', label: 'backstage.section.events', table: 'events', href: '/backstage/events', trashable: true, place: 4 }],
};
