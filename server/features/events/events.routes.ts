import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { showEvent } from './events.pages';
import { eventJson, eventsJson } from './events.api';
import { createEventForm, editEventForm, EVENTS_LIST, listEvents, restoreEventAction, saveEvent, storeEvent, trashEventAction } from './events.backstage';

export function eventRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/event/:id', showEvent(context));
  router.get('/api/event/:id', eventJson(context));
  router.get('/api/events', eventsJson(context));
  mountRecordRoutes(router, EVENTS_LIST, {
    list: listEvents(context),
    createForm: createEventForm(context),
    store: storeEvent(context),
    editForm: editEventForm(context),
    save: saveEvent(context),
    trash: trashEventAction(context),
    restore: restoreEventAction(context),
  });
  return router;
}

export const eventUploadRoutes = recordFormUploads(EVENTS_LIST);
