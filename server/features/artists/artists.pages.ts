import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { excerpt, plainText } from '../../lib/rich-text';
import { loadArtist } from './artists.loaders';
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
