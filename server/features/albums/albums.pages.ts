import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { defer } from '../../inertia';
import { idParam } from '../../http/params';
import { loadAlbum, loadAlbumSongs } from './albums.loaders';
import { markLiked } from '../favorites/mark-liked';

/** The songs come as a deferred prop: the page shows the album at once and '...' until they arrive. */
export const showAlbum =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Album not found.');
    const album = await loadAlbum(context, id);
    await res.inertia.render('albums/show', {
      title: `${album.name} – ${album.artist.name}`,
      description: `${album.name}, an album by ${album.artist.name}: ${album.songs_count} songs with lyrics on Hees.`,
      album,
      songs: defer(async () => markLiked(context.db.knex, req.user?.id, await loadAlbumSongs(context, id))),
    });
  };
