import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { loadAlbum, loadAlbumSongs } from './albums.loaders';
import { markLiked } from '../favorites/mark-liked';

export const albumJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Album not found.');
    const [album, songs] = await Promise.all([loadAlbum(context, id), loadAlbumSongs(context, id)]);
    res.json({ data: { ...album, songs: await markLiked(context.db.knex, req.user?.id, songs) } });
  };
