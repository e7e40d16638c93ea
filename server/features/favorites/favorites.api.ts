import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { pageRequest } from '../../db/paginate';
import { songCardsByIds } from '../songs/songs.queries';
import { presentSongCard } from '../songs/songs.presenter';
import { addFavorite, removeFavorite } from './favorites.queries';
import { loadFavorites } from './favorites.loaders';

/** `GET /api/favorite?page=`: the user's likes, latest first, in the site's one paginator shape. */
export const listFavorites =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadFavorites(context, req.user!.id, pageRequest(req)));
  };

/**
 * `PUT /api/favorite/{songId}` likes, `DELETE` unlikes; both are idempotent and answer the song with
 * its new `is_liked`, so a client can show the state the server holds.
 */
export const setFavorite =
  ({ db, mediaUrl }: AppContext, liked: boolean): RequestHandler =>
  async (req, res) => {
    const songId = idParam(req.params.songId, 'Song not found.');
    const [row] = await songCardsByIds(db.knex, [songId]);
    if (!row) throw new NotFound('Song not found.');
    if (liked) await addFavorite(db.knex, req.user!.id, songId);
    else await removeFavorite(db.knex, req.user!.id, songId);
    res.json({ data: { ...presentSongCard(row, mediaUrl), is_liked: liked } });
  };
