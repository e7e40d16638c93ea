import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { defer } from '../../inertia';
import { idParam } from '../../http/params';
import { loadAlbum, loadAlbumSongs, loadAlbumTracks } from './albums.loaders';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../../i18n/i18n.props';

/** The songs come as a deferred prop: the page shows the album at once and '...' until they arrive. */
export const showAlbum =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Album not found.');
    const album = await loadAlbum(context, id);
    await res.inertia.render('albums/show', {
      title: `${album.name} – ${album.artist.name}`,
      description: translatorOf(req).t('album.description', { album: album.name, artist: album.artist.name, count: album.songs_count }),
      album,
      tracks: await loadAlbumTracks(context, id),
      songs: defer(async () => markLiked(context.db.knex, req.user?.id, await loadAlbumSongs(context, id))),
    });
  };
