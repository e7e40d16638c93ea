import type { Knex } from 'knex';
import { readWithKeptPlan } from '../../db/generic-plan';

export interface EventCardRow {
  id: number;
  name: string;
  venue: string | null;
  city: string | null;
  poster: string | null;
  date_at: Date;
  country_name: string | null;
  /** ISO 3166-1 alpha-2. */
  country_code: string | null;
}

export interface EventRow extends EventCardRow {
  price: string | null;
  description: string | null;
  street: string | null;
  country_id: number | null;
  postal_code: string | null;
  ticket_url: string | null;
  published_at: Date;
}

export interface EventArtistRow {
  id: number;
  name: string;
  image: string | null;
  content_type: string;
}

const cardColumns = [
  'events.id',
  'events.name',
  'events.venue',
  'events.city',
  'events.poster',
  'events.date_at',
  'countries.name as country_name',
  'countries.code as country_code',
] as const;

/**
 * Published events with their country: a draft has no published_at, a scheduled one's is still to
 * come, and one in the backstage trash is gone.
 */
const publishedEvents = (knex: Knex) =>
  knex('events')
    .leftJoin('countries', 'countries.id', 'events.country_id')
    .where('events.published_at', '<=', knex.fn.now())
    .whereNull('events.deleted_at');

/** Published events as cards: the start of every public event list. */
export const publishedEventCards = (knex: Knex) => publishedEvents(knex).select<EventCardRow[]>(...cardColumns);

/** Published events still to come, soonest first. */
export async function upcomingEvents(knex: Knex, limit: number): Promise<EventCardRow[]> {
  return readWithKeptPlan<EventCardRow>(knex, publishedEvents(knex).select(...cardColumns).andWhere('events.date_at', '>=', knex.fn.now()).orderBy('events.date_at', 'asc').limit(limit));
}

/** Every published event: the upcoming ones soonest first, then the past ones latest first. */
export const allEvents = (knex: Knex) =>
  publishedEvents(knex)
    .select(...cardColumns)
    .orderByRaw('(events.date_at >= now()) desc')
    .orderByRaw('case when events.date_at >= now() then events.date_at end asc')
    .orderBy([{ column: 'events.date_at', order: 'desc' }, { column: 'events.id', order: 'asc' }]);

/** The events an artist plays at, latest first. */
export const artistEvents = (knex: Knex, artistId: number, limit: number): Promise<EventCardRow[]> =>
  // Read on every artist page: its plan kept per connection (the same index walk for any artist).
  readWithKeptPlan(
    knex,
    publishedEvents(knex)
      .join('event_artist', 'event_artist.event_id', 'events.id')
      .where('event_artist.artist_id', artistId)
      .select(...cardColumns)
      .orderBy([{ column: 'events.date_at', order: 'desc' }, { column: 'events.id', order: 'asc' }])
      .limit(limit),
  );

export function findEvent(knex: Knex, id: number): Promise<EventRow | undefined> {
  return publishedEvents(knex)
    .where('events.id', id)
    .first<EventRow | undefined>(
      ...cardColumns,
      'events.price',
      'events.description',
      'events.street',
      'events.country_id',
      'events.postal_code',
      'events.ticket_url',
      'events.published_at',
    );
}

/** The line-up in billing order (at most 10). */
export const eventArtists = (knex: Knex, eventId: number): Promise<EventArtistRow[]> =>
  knex('event_artist')
    .join('artists', 'artists.id', 'event_artist.artist_id')
    .where('event_artist.event_id', eventId)
    .whereNull('artists.deleted_at')
    .orderBy('event_artist.position')
    .select('artists.id', 'artists.name', 'artists.image', 'artists.content_type');
