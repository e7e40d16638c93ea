import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { validate } from '../../http/validate';
import { publicSearchInput } from './search.schema';
import type { SearchService } from './search.service';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../../i18n/i18n.props';

/**
 * The search page. A query in the URL is searched on the server, so a shared or reloaded link
 * shows its results on first paint; later searches are made by the page through /api/searchy.
 */
export const showSearch =
  (search: SearchService, knex: Knex): RequestHandler =>
  async (req, res) => {
    const { query, page } = validate(publicSearchInput, req.query);
    const results = query.trim() === '' ? null : await markLiked(knex, req.user?.id, (await search.publicSearch(query, page)).value);
    const { t } = translatorOf(req);
    await res.inertia.render('search', { title: t('searchPage.title'), description: t('searchPage.description'), query, results });
  };
