import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadGenre, loadGenreSongs, loadGenres } from './genres.loaders';
import { markLiked } from '../favorites/mark-liked';

/** The genre with one page of its songs under `songs` (`?page=`). */
export const genreJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Genre not found.');
    const request = pageRequest(req);
    const [genre, songs] = await Promise.all([loadGenre(context, id), loadGenreSongs(context, id, request)]);
    res.json({ data: { ...genre, songs: await markLiked(context.db.knex, req.user?.id, songs) } });
  };

/** A handful of genres: one list, not paged. */
export const genresJson =
  (context: AppContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: await loadGenres(context) });
  };
