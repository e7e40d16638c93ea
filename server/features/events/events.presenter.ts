import type { MediaUrl } from '@common/media-url';
import { toIso } from '../../lib/format';
import { sanitizeRichText } from '../../lib/rich-text';
import { httpUrl } from '../../lib/safe-values';
import type { EventArtistRow, EventCardRow, EventRow } from './events.queries';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "14 Mar 2027": the readable date the spec calls date_at_formated (sic). */
export const formatEventDate = (date: Date | string) => dateFormat.format(new Date(date));

export function presentEventCard(row: EventCardRow, mediaUrl: MediaUrl, now = new Date()) {
  return {
    id: row.id,
    name: row.name,
    venue: row.venue,
    city: row.city,
    poster: mediaUrl(row.poster),
    date_at: toIso(row.date_at),
    date_at_formated: formatEventDate(row.date_at),
    is_upcoming: new Date(row.date_at).getTime() >= now.getTime(),
    country: { name: row.country_name, code: row.country_code },
  };
}

/** The whole event (spec §3); the description is staff HTML, sanitized like every rich text. */
export function presentEvent(row: EventRow, artists: EventArtistRow[], mediaUrl: MediaUrl, now = new Date()) {
  return {
    ...presentEventCard(row, mediaUrl, now),
    price: row.price,
    description: sanitizeRichText(row.description),
    street: row.street,
    country_id: row.country_id,
    postal_code: row.postal_code,
    ticket_url: httpUrl(row.ticket_url),
    published_at: toIso(row.published_at),
    artists: artists.map((artist) => ({ id: artist.id, name: artist.name, image: mediaUrl(artist.image), content_type: artist.content_type })),
  };
}

export type EventCard = ReturnType<typeof presentEventCard>;
export type Event = ReturnType<typeof presentEvent>;
