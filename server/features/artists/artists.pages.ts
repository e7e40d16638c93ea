import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { excerpt, plainText } from '../../lib/rich-text';
import { pageRequest } from '../../db/paginate';
import { loadArtist, loadArtistSongs } from './artists.loaders';
import { markLiked } from '../favorites/mark-liked';

export const showArtist =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const artist = await markLiked(context.db.knex, req.user?.id, await loadArtist(context, idParam(req.params.id, 'Artist not found.')));
    await res.inertia.render('artists/show', {
      title: artist.name,
      description: excerpt(plainText(artist.biography) || `Songs and lyrics by ${artist.name} on Hees.`),
      artist,
    });
  };

/** `/artist/{id}/songs`: every song of the artist, paged, most played first (the artist page shows the first few). */
export const showArtistSongs =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { artist, songs } = await loadArtistSongs(context, idParam(req.params.id, 'Artist not found.'), pageRequest(req));
    await res.inertia.render('artists/songs', {
      title: `Heesaha ${artist.name}`,
      description: `Dhammaan heesaha ${artist.name} iyo erayadooda, kuwa ugu badan ee la dhegaystay marka hore.`,
      artist,
      songs: await markLiked(context.db.knex, req.user?.id, songs),
    });
  };
