import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { loadFavorites } from './favorites.loaders';
import { translatorOf } from '../../i18n/i18n.props';

/**
 * `/favorites` (spec §2, Likes). A visitor gets the page too, with `favorites: null`: it explains that
 * likes need an account and offers Login, rather than an error page for following a menu entry.
 */
export const showFavorites =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const request = pageRequest(req);
    await res.inertia.render('favorites', {
      title: translatorOf(req).t('favorites.title'),
      favorites: req.user ? await loadFavorites(context, req.user.id, request) : null,
    });
  };
