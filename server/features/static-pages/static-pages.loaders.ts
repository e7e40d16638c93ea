import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { presentStaticPage } from './static-pages.presenter';
import { findPageBySlug } from './static-pages.queries';

/** The slug shape staff can save; anything else cannot name a page. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loadStaticPage({ db: { knex } }: AppContext, slug: unknown) {
  const row = typeof slug === 'string' && slug.length <= 220 && SLUG.test(slug) ? await findPageBySlug(knex, slug) : undefined;
  if (!row) throw new NotFound('Page not found.');
  return presentStaticPage(row);
}
