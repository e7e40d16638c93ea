import type { Feature } from '../feature';
import { eventRoutes, eventUploadRoutes } from './events.routes';

export const eventsFeature: Feature = {
  name: 'events',
  routes: { pages: (context) => [eventRoutes(context)] },
  uploadRoutes: eventUploadRoutes,
  backstage: [{ key: 'events', noun: 'event', label: 'backstage.section.events', table: 'events', href: '/backstage/events', trashable: true, place: 4 }],
};
