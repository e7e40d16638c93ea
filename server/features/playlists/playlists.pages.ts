import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadPlaylist, loadPlaylists } from './playlists.loaders';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../../i18n/i18n.props';

export const showPlaylists =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { t } = translatorOf(req);
    await res.inertia.render('playlists/index', {
      title: t('playlists.title'),
      description: t('playlists.description'),
      playlists: await loadPlaylists(context, pageRequest(req)),
    });
  };

export const showPlaylist =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const playlist = await markLiked(context.db.knex, req.user?.id, await loadPlaylist(context, idParam(req.params.id, 'Playlist not found.')));
    await res.inertia.render('playlists/show', {
      title: playlist.name,
      description: excerpt(playlist.description || translatorOf(req).t('playlist.description', { count: playlist.songs_count })),
      playlist,
    });
  };
