import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadPlaylist, loadPlaylists } from './playlists.loaders';
import { markLiked } from '../favorites/mark-liked';

export const playlistsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadPlaylists(context, pageRequest(req)));
  };

export const playlistJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const playlist = await loadPlaylist(context, idParam(req.params.id, 'Playlist not found.'));
    res.json({ data: await markLiked(context.db.knex, req.user?.id, playlist) });
  };
