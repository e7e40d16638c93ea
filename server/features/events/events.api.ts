import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadEvent, loadEvents } from './events.loaders';

export const eventJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await loadEvent(context, idParam(req.params.id, 'Event not found.')) });
  };

export const eventsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadEvents(context, pageRequest(req)));
  };
