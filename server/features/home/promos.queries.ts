import type { Knex } from 'knex';
import type { PromoDevice } from '../../lib/promo-device';

export interface PromoRow {
  id: number;
  title: string;
  description: string | null;
  url: string;
  image: string | null;
  background: string | null;
  color: string | null;
}

const promoColumns = ['id', 'title', 'description', 'url', 'image', 'background', 'color'] as const;

/** One active promo for the device, picked at random (spec §4 "Affiliate banner"). */
export const randomPromo = (knex: Knex, device: PromoDevice): Promise<PromoRow | undefined> =>
  knex('promos')
    .where({ device, active: true })
    .orderByRaw('random()')
    .first(...promoColumns);

/** One active promo per device, each picked at random, in one statement: `{device: promo}`. */
export async function randomPromoPerDevice(knex: Knex): Promise<Partial<Record<PromoDevice, PromoRow>>> {
  const rows = await knex('promos')
    .distinctOn('device')
    .where('active', true)
    .orderBy('device')
    .orderByRaw('random()')
    .select<(PromoRow & { device: PromoDevice })[]>('device', ...promoColumns);
  return Object.fromEntries(rows.map(({ device, ...promo }) => [device, promo]));
}
