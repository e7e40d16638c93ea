import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { excerpt, plainText } from '../../lib/rich-text';
import { loadEvent } from './events.loaders';

export const showEvent =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const event = await loadEvent(context, idParam(req.params.id, 'Event not found.'));
    const when = [event.date_at_formated, event.venue, event.city, event.country.name].filter(Boolean).join(', ');
    await res.inertia.render('events/show', {
      title: event.name,
      description: excerpt(`${when}. ${plainText(event.description)}`),
      event,
    });
  };
