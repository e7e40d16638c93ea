import type { AggregateOffer, Offer } from 'schema-dts';
import type { Event } from '../types/props';

/** Currency signs and codes staff write in an event's price ("£25", "$40-$60", "25 EUR"). */
const CURRENCY_SIGNS: Record<string, string> = { '£': 'GBP', $: 'USD', '€': 'EUR' };
const PRICE = /^\s*(?:([£$€])|([A-Z]{3})\s?)?\s*(\d+(?:[.,]\d{1,2})?)(?:\s*[-–]\s*[£$€]?\s*(\d+(?:[.,]\d{1,2})?))?\s*([A-Z]{3})?\s*$/;

const amount = (text: string) => text.replace(',', '.');

/**
 * The ticket offer of an event, only when Google's required offer fields can all be given: a price
 * with its currency (a range is an AggregateOffer from its lowest to its highest), tickets still on
 * sale (an upcoming event: InStock) and where to buy them. "Free" is a price of 0 only with a currency
 * we cannot know, so it, like any price we cannot read, gives no offer at all.
 */
export function eventOffer(event: Event): Offer | AggregateOffer | undefined {
  if (!event.price || !event.ticket_url || !event.is_upcoming) return undefined;
  const match = PRICE.exec(event.price);
  if (!match) return undefined;
  const [, sign, leadingCode, low, high, trailingCode] = match;
  const priceCurrency = sign ? CURRENCY_SIGNS[sign] : (leadingCode ?? trailingCode);
  if (!priceCurrency || !low) return undefined;
  const common = { url: event.ticket_url, priceCurrency, availability: 'https://schema.org/InStock' as const, ...(event.published_at && { validFrom: event.published_at }) };
  return high
    ? { '@type': 'AggregateOffer', lowPrice: amount(low), highPrice: amount(high), price: amount(low), ...common }
    : { '@type': 'Offer', price: amount(low), ...common };
}
