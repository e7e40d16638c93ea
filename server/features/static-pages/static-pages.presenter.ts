import { toIso } from '../../lib/format';
import { sanitizeRichText } from '../../lib/rich-text';
import type { StaticPageRow } from './static-pages.queries';

/** Page (spec §3): title, content (sanitized HTML), slug, updated_at. */
export const presentStaticPage = (row: StaticPageRow) => ({
  title: row.title,
  slug: row.slug,
  content: sanitizeRichText(row.content),
  updated_at: toIso(row.updated_at),
});

export type StaticPage = ReturnType<typeof presentStaticPage>;
