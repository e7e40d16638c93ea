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
 * The address is `/search?query=…&page=…`.
 */
export const showSearch =
  (search: SearchService, knex: Knex): RequestHandler =>
  async (req, res) => {
    // `?q=` is what people and other sites guess (and what this page's canonical and JSON-LD once said):
    // sent on to the address that searches, for one URL per search.
    const { q, query: given } = req.query;
    if (typeof q === 'string' && given === undefined) {
      const { page: wanted } = req.query;
      const params = new URLSearchParams({ query: q, ...(typeof wanted === 'string' ? { page: wanted } : {}) });
      res.redirect(301, `/search?${params}`);
      return;
    }
    const { query, page } = validate(publicSearchInput, req.query);
    const results = query.trim() === '' ? null : await markLiked(knex, req.user?.id, (await search.publicSearch(query, page)).value);
    const { t } = translatorOf(req);
    await res.inertia.render('search', { title: t('searchPage.title'), description: t('searchPage.description'), query, results });
  };
