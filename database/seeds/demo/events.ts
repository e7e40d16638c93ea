import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { ContentType, DemoArtist } from './artists';
import type { DemoContext } from './context';

const COUNTRIES: [code: string, name: string][] = [
  ['SO', 'Somalia'],
  ['KE', 'Kenya'],
  ['DJ', 'Djibouti'],
  ['ET', 'Ethiopia'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
  ['SE', 'Sweden'],
  ['CA', 'Canada'],
  ['NO', 'Norway'],
  ['FI', 'Finland'],
];

interface EventPlan {
  name: string;
  country: string;
  city: string;
  venue: string;
  street: string;
  postalCode: string | null;
  price: string;
  /** Relative to now: negative is past. Computed at seed time so some events are always upcoming. */
  days: number;
  artists: number;
  /** Book only this kind of performer (a comedy night books comedians). */
  only?: ContentType;
  description: string;
}

const PLANS: EventPlan[] = [
  { name: 'Habeenka Fanka Hargeysa', country: 'SO', city: 'Hargeysa', venue: 'Hoolka Dhaqanka', street: 'Waddada Xorriyadda', postalCode: null, price: 'Free', days: -120, artists: 6, description: 'Habeen dhaqan iyo fan ah oo ay ka qayb galaan fanaaniin da’ kasta leh.' },
  { name: 'Bandhigga Qurbaha London', country: 'GB', city: 'London', venue: 'Riverside Community Hall', street: '12 Albion Road', postalCode: 'E1 6AN', price: '£25', days: -45, artists: 4, description: 'Bandhig sannadeedka ah ee jaaliyadda, heeso iyo majaajilo.' },
  { name: 'Heesaha Ciidda Minneapolis', country: 'US', city: 'Minneapolis', venue: 'Cedar Cultural Hall', street: '401 Riverside Ave', postalCode: '55454', price: '$40-$60', days: -12, artists: 10, description: 'Xaflad ciid oo qoysaska oo dhan loogu talagalay.' },
  { name: 'Xafladda Nabadda Nairobi', country: 'KE', city: 'Nairobi', venue: 'Eastleigh Social Hall', street: 'First Avenue', postalCode: '00610', price: 'KES 1500', days: -2, artists: 3, description: 'Heeso nabadeed iyo gabayo, oo lagu taageerayo dhallinyarada.' },
  { name: 'Kaban iyo Gabay Stockholm', country: 'SE', city: 'Stockholm', venue: 'Folkets Hus Rinkeby', street: 'Skarpbrinken 2', postalCode: '163 71', price: '250 kr', days: 6, artists: 2, description: 'Habeen kaban iyo maanso ah, oo la dhegeysanayo laxankii hore.' },
  { name: 'Habeenka Jacaylka Toronto', country: 'CA', city: 'Toronto', venue: 'Lakeshore Event Centre', street: '88 Dixon Road', postalCode: 'M9W 1A1', price: '$35', days: 20, artists: 5, description: 'Heesaha jacaylka ee ugu caansan, oo koox muusig oo toos ah la socoto.' },
  { name: 'Dhaanto Festival Jabuuti', country: 'DJ', city: 'Jabuuti', venue: 'Fagaaraha Xorriyadda', street: 'Avenue 13', postalCode: null, price: 'Free', days: 45, artists: 8, description: 'Bandhig furan oo dhaanto, cayaaro dhaqameed iyo heeso casri ah.' },
  { name: 'Qosol iyo Kaftan Oslo', country: 'NO', city: 'Oslo', venue: 'Grønland Kulturhus', street: 'Tøyengata 10', postalCode: '0190', price: '300 kr', days: 90, artists: 1, only: 'MJY', description: 'Habeen majaajilo ah oo qoslin doona qof walba.' },
];

/** Countries, eight events (half past, half upcoming) and their line-ups. */
export function buildEvents(
  ctx: DemoContext,
  artists: readonly DemoArtist[],
): { countryRows: Row[]; rows: Row[]; artistRows: Row[] } {
  const random = new Random('demo:events');
  const slugs = new SlugSet();
  const countryRows = COUNTRIES.map(([code, name], i) => ({ id: i + 1, code, name }));
  const countryId = (code: string) => countryRows.find((c) => c.code === code)!.id;
  // Line-ups draw on artists still performing this century.
  const performers = artists.filter((a) => a.profile.to >= 2000);
  const rows: Row[] = [];
  const artistRows: Row[] = [];
  PLANS.forEach((plan, index) => {
    const id = index + 1;
    const slug = slugs.take(plan.name);
    const date = addDays(ctx.now, plan.days);
    date.setUTCHours(17, 0, 0, 0);
    const publishedAt = new Date(Math.min(addDays(date, -40).getTime(), addDays(ctx.now, -1).getTime()));
    rows.push({
      id,
      name: plan.name,
      slug,
      venue: plan.venue,
      price: plan.price,
      description: `<p>${plan.description}</p><p>Albaabada waxaa la furayaa saacad ka hor bandhigga.</p>`,
      poster: ctx.images.poster('events', slug, plan.name, `${plan.venue}, ${plan.city}`),
      street: plan.street,
      city: plan.city,
      country_id: countryId(plan.country),
      postal_code: plan.postalCode,
      ticket_url: `https://tickets.example.com/${slug}`,
      date_at: date,
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
    });
    const pool = plan.only ? performers.filter((a) => a.profile.contentType === plan.only) : performers;
    random.sample(pool, plan.artists).forEach((artist, i) => artistRows.push({ event_id: id, artist_id: artist.id, position: i + 1 }));
  });
  return { countryRows, rows, artistRows };
}
