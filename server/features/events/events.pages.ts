import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { excerpt, plainText } from '../../lib/rich-text';
import { loadEvent } from './events.loaders';
import { translatorOf } from '../../i18n/i18n.props';
import { formatShortDate } from '@common/format';

export const showEvent =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const event = await loadEvent(context, idParam(req.params.id, 'Event not found.'));
    // The date in the request's language, as the page shows it (the API keeps its English date_at_formated).
    const date = formatShortDate(event.date_at, translatorOf(req).t) ?? event.date_at_formated;
    const when = [date, event.venue, event.city, event.country.name].filter(Boolean).join(', ');
    await res.inertia.render('events/show', {
      title: event.name,
      description: excerpt(`${when}. ${plainText(event.description)}`),
      event,
    });
  };
