import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showEvent } from './events.pages';
import { eventJson, eventsJson } from './events.api';

export function eventRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/event/:id', showEvent(context));
  router.get('/api/event/:id', eventJson(context));
  router.get('/api/events', eventsJson(context));
  return router;
}
