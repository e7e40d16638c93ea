import type { Knex } from 'knex';
import type { PromoDevice } from './device';

export interface PromoRow {
  id: number;
  title: string;
  description: string | null;
  url: string;
  image: string | null;
  background: string | null;
  color: string | null;
}

/** One active promo for the device, picked at random (spec §4 "Affiliate banner"). */
export const randomPromo = (knex: Knex, device: PromoDevice): Promise<PromoRow | undefined> =>
  knex('promos')
    .where({ device, active: true })
    .orderByRaw('random()')
    .first('id', 'title', 'description', 'url', 'image', 'background', 'color');
