import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { excerpt, plainText } from '../../lib/rich-text';
import { pageRequest } from '../../db/paginate';
import { loadArtist, loadArtistSongs } from './artists.loaders';
import { markLiked } from '../favorites/mark-liked';
import { withFollowing } from '../follows/with-following';
import { translatorOf } from '../../i18n/i18n.props';

export const showArtist =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { knex } = context.db;
    const loaded = await loadArtist(context, idParam(req.params.id, 'Artist not found.'));
    const artist = await withFollowing(knex, req.user?.id, await markLiked(knex, req.user?.id, loaded));
    await res.inertia.render('artists/show', {
      title: artist.name,
      description: excerpt(plainText(artist.biography) || translatorOf(req).t('artist.description', { artist: artist.name })),
      artist,
    });
  };

/** `/artist/{id}/songs`: every song of the artist, paged, most played first (the artist page shows the first few). */
export const showArtistSongs =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { artist, songs } = await loadArtistSongs(context, idParam(req.params.id, 'Artist not found.'), pageRequest(req));
    const { t } = translatorOf(req);
    await res.inertia.render('artists/songs', {
      title: t('artistSongs.title', { artist: artist.name }),
      description: t('artistSongs.description', { artist: artist.name }),
      artist,
      songs: await markLiked(context.db.knex, req.user?.id, songs),
    });
  };
