import type { AggregateOffer, Offer } from 'schema-dts';
import type { Event } from '../types/props';

/**
 * The ISO 4217 currency of a price as staff write it ("£25", "$40-$60", "KES 1500", "250 kr"): a code
 * as written, else its sign. "$" and "kr" are several currencies; the event's country says which.
 */
const SIGNS: Record<string, string | Record<string, string>> = {
  '£': 'GBP',
  '€': 'EUR',
  $: { US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD' },
  kr: { SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK' },
};
const NUMBER = String.raw`(\d+(?:[.,]\d{1,2})?)`;
const PRICE = new RegExp(String.raw`^\s*(?:([£$€])|([A-Z]{3})\s?)?\s*${NUMBER}(?:\s*[-–]\s*[£$€]?\s*${NUMBER})?\s*(?:([A-Z]{3})|(kr))?\.?\s*$`);

const amount = (text: string) => text.replace(',', '.');

function currencyOf(sign: string | undefined, code: string | undefined, country: string | null): string | undefined {
  if (code) return code;
  const meaning = sign ? SIGNS[sign] : undefined;
  return typeof meaning === 'string' ? meaning : country ? meaning?.[country] : undefined;
}

/**
 * The ticket offer of an event, only when Google's offer fields can all be given: a price with its
 * currency (a range is an AggregateOffer from its lowest to its highest), tickets still on sale (an
 * upcoming event: InStock) and where to buy them. "Free" has no currency to give, and like any price
 * we cannot read it gives no offer at all: an offer without price and priceCurrency is an error.
 */
export function eventOffer(event: Event): Offer | AggregateOffer | undefined {
  if (!event.price || !event.ticket_url || !event.is_upcoming) return undefined;
  const match = PRICE.exec(event.price);
  if (!match) return undefined;
  const [, sign, leadingCode, low, high, trailingCode, krone] = match;
  const priceCurrency = currencyOf(sign ?? krone, leadingCode ?? trailingCode, event.country.code);
  if (!priceCurrency || !low) return undefined;
  const common = { url: event.ticket_url, priceCurrency, availability: 'https://schema.org/InStock' as const, ...(event.published_at && { validFrom: event.published_at }) };
  return high
    ? { '@type': 'AggregateOffer', lowPrice: amount(low), highPrice: amount(high), price: amount(low), ...common }
    : { '@type': 'Offer', price: amount(low), ...common };
}
