import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadPlaylist, loadPlaylists } from './playlists.loaders';
import { markLiked } from '../favorites/mark-liked';

export const showPlaylists =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    await res.inertia.render('playlists/index', {
      title: 'Playlists',
      description: 'Somali music playlists: classics, new voices, poetry, comedy and more.',
      playlists: await loadPlaylists(context, pageRequest(req)),
    });
  };

export const showPlaylist =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const playlist = await markLiked(context.db.knex, req.user?.id, await loadPlaylist(context, idParam(req.params.id, 'Playlist not found.')));
    await res.inertia.render('playlists/show', {
      title: playlist.name,
      description: excerpt(playlist.description || `${playlist.songs_count} Somali songs with lyrics.`),
      playlist,
    });
  };
