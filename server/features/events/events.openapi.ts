import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, pageParams, paginated } from '../../http/openapi/shapes';
import type { Event, EventCard } from './events.presenter';

export const eventCard = presents<EventCard>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    venue: z.string().nullable(),
    city: z.string().nullable(),
    poster: z.string().nullable(),
    date_at: z.string().nullable(),
    date_at_formated: z.string().meta({ description: 'The date as the site shows it (the spec\'s spelling).' }),
    is_upcoming: z.boolean(),
    country: z.object({ name: z.string().nullable(), code: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2.' }) }),
  }),
);

export const event = presents<Event>()(
  eventCard.extend({
    price: z.string().nullable(),
    description: z.string().meta({ description: 'Sanitised HTML.' }),
    street: z.string().nullable(),
    country_id: z.number().int().nullable(),
    postal_code: z.string().nullable(),
    ticket_url: z.string().nullable(),
    published_at: z.string().nullable(),
    artists: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable(), content_type: z.string() })),
  }),
);

export const eventOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/event/:id',
    tag: 'Events',
    summary: 'An event with its artists.',
    access: 'public',
    params: z.object({ id: idPath('The event\'s id.') }),
    responses: { 200: { description: 'The event.', schema: dataOf(event) } },
  },
  {
    method: 'get',
    path: '/api/events',
    tag: 'Events',
    summary: 'Events, a page at a time.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of events.', schema: paginated(eventCard) } },
  },
];
