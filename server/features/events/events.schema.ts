import { z } from 'zod';
import { sanitizeRichText } from '../../lib/rich-text';
import { versionField } from '../artists/artists.schema';
import { idList, optionalId, optionalText, storedPath } from '../../backstage/form-fields';
import { optionalHttpUrl } from '../../backstage/http-url-field';

/** Spec §5/§9: at most 10 artists on an event. */
export const MAX_EVENT_ARTISTS = 10;

/** A moment with its zone, as the form sends it (the browser turns the staff's local time into one). */
const moment = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

/** Spec §3 event fields, relations as ids; what the public site shows is sanitised here once. */
export const eventInput = z.object({
  name: z.string('The name is required.').trim().min(1, 'The name is required.').max(200, 'The name may not be longer than 200 characters.'),
  artists: idList('artist', MAX_EVENT_ARTISTS),
  date_at: moment('Give the date and time of the event.'),
  venue: optionalText('venue', 200),
  street: optionalText('street', 200),
  city: optionalText('city', 120),
  country_id: optionalId('Choose the country from the list.'),
  postal_code: optionalText('postal code', 20),
  price: optionalText('price', 60),
  ticket_url: optionalHttpUrl('ticket link', 1000),
  description: z.string('The description must be text.').max(50_000, 'The description may not be longer than 50000 characters.').nullish().transform((html) => sanitizeRichText(html).trim() || null),
  poster: storedPath('poster'),
  // '' keeps it a draft; a moment publishes it then (now, or later: scheduled).
  published_at: z.union([z.literal(''), z.null(), moment('Give when the event is published, or leave it a draft.')]).optional().transform((value) => (value === '' || value === undefined ? null : value)),
});

export const eventUpdate = eventInput.extend({ version: versionField });
export type EventInput = z.output<typeof eventInput>;
export type EventUpdate = z.output<typeof eventUpdate>;
