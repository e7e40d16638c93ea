import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadJustAdded, loadSmartSongs, loadSongWithExplanations } from './songs.loaders';
import { markLiked } from '../favorites/mark-liked';

/** A single resource answers `{data: {...}}`; a paged list answers the paginator itself. */
export const songJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Song not found.');
    const [song, explanations] = await loadSongWithExplanations(context, id, req.user?.id);
    res.json({ data: { ...(await markLiked(context.db.knex, req.user?.id, song)), explanations } });
  };

export const justAddedJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await markLiked(context.db.knex, req.user?.id, await loadJustAdded(context, pageRequest(req))));
  };

export const smartSongsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await markLiked(context.db.knex, req.user?.id, await loadSmartSongs(context, pageRequest(req))));
  };
