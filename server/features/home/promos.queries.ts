import type { Knex } from 'knex';
import type { PromoDevice } from '../../lib/promo-device';
import { readWithKeptPlan } from '../../db/generic-plan';

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

// Both read on every uncached home page, with their plans kept (and so in the round trip of the
// page's other reads): the pick is random() at run time, whatever the plan.

/** One active promo for the device, picked at random (spec §4 "Affiliate banner"). */
export const randomPromo = async (knex: Knex, device: PromoDevice): Promise<PromoRow | undefined> =>
  (await readWithKeptPlan<PromoRow>(knex, knex('promos').where({ device, active: true }).orderByRaw('random()').select(...promoColumns).limit(1)))[0];

/** One active promo per device, each picked at random, in one statement: `{device: promo}`. */
export async function randomPromoPerDevice(knex: Knex): Promise<Partial<Record<PromoDevice, PromoRow>>> {
  const rows = await readWithKeptPlan<PromoRow & { device: PromoDevice }>(
    knex,
    knex('promos').distinctOn('device').where('active', true).orderBy('device').orderByRaw('random()').select('device', ...promoColumns),
  );
  return Object.fromEntries(rows.map(({ device, ...promo }) => [device, promo]));
}
