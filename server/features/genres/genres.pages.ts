import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadGenre, loadGenres, loadGenreSongs } from './genres.loaders';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../../i18n/i18n.props';

/** The genre page is looked up by `?id=` (spec §2); a missing or unknown id is a 404. */
export const showGenre =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.query.id, 'Genre not found.');
    const request = pageRequest(req);
    const [genre, songs] = await Promise.all([loadGenre(context, id), loadGenreSongs(context, id, request)]);
    await res.inertia.render('genres/show', {
      title: genre.name,
      description: excerpt(genre.description || translatorOf(req).t('genre.description', { genre: genre.name })),
      genre,
      songs: await markLiked(context.db.knex, req.user?.id, songs),
    });
  };

/** `/genres` (our addition): every genre, the way into the genre pages from the menu. */
export const showGenres =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { t } = translatorOf(req);
    await res.inertia.render('genres/index', { title: t('genres.title'), description: t('genres.description'), genres: await loadGenres(context) });
  };
