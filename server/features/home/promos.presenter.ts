import type { MediaUrl } from '@common/media-url';
import { hexColor, httpUrl } from '../../lib/safe-values';
import type { PromoRow } from './promos.queries';

/** Affiliate promo (spec §3): id, title, description, url, image, background, color. */
export const presentPromo = (row: PromoRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  url: httpUrl(row.url),
  image: mediaUrl(row.image),
  background: hexColor(row.background),
  color: hexColor(row.color),
});

export type Promo = ReturnType<typeof presentPromo>;
