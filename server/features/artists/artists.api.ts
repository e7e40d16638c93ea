import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadArtist, loadArtistSongs, loadArtists } from './artists.loaders';
import { markLiked } from '../favorites/mark-liked';
import { withFollowing } from '../follows/with-following';

export const artistJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { knex } = context.db;
    const artist = await loadArtist(context, idParam(req.params.id, 'Artist not found.'));
    res.json({ data: await withFollowing(knex, req.user?.id, await markLiked(knex, req.user?.id, artist)) });
  };

export const artistsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadArtists(context, pageRequest(req)));
  };

/** The artist with one page of all their songs under `songs` (`?page=`), as /api/genre/{id} carries a genre's. */
export const artistSongsJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { artist, songs } = await loadArtistSongs(context, idParam(req.params.id, 'Artist not found.'), pageRequest(req));
    res.json({ data: { ...artist, songs: await markLiked(context.db.knex, req.user?.id, songs) } });
  };
