import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { excerpt } from '../../lib/rich-text';
import { loadJustAdded, loadSmartSongs, loadSongWithExplanations } from './songs.loaders';
import type { Song } from './songs.presenter';
import { markLiked } from '../favorites/mark-liked';
import { translatorOf } from '../../i18n/i18n.props';
import type { Translate } from '@common/i18n/translator';

/** The opening lines of the lyrics (what people search for), else a plain sentence in the page's language. */
function songDescription(song: Song, t: Translate): string {
  const lines = (song.lyrics ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
  if (lines.length) return excerpt(lines.slice(0, 4).join(' / '), 160);
  return t('song.description', { song: song.name, artist: song.artist.name });
}

export const showSong =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Song not found.');
    const [loaded, explanations] = await loadSongWithExplanations(context, id, req.user?.id);
    const song = await markLiked(context.db.knex, req.user?.id, loaded);
    await res.inertia.render('songs/show', {
      title: `${song.name} – ${song.artist.name}`,
      description: songDescription(song, translatorOf(req).t),
      song,
      // Listeners' explanations of lines (published only), in the HTML for crawlers too.
      explanations,
    });
  };

export const showJustAdded =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const songs = await markLiked(context.db.knex, req.user?.id, await loadJustAdded(context, pageRequest(req)));
    const { t } = translatorOf(req);
    await res.inertia.render('songs/just-added', {
      title: t('justAdded.title'),
      description: t('justAdded.description'),
      songs,
    });
  };

export const showSmartSongs =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const songs = await markLiked(context.db.knex, req.user?.id, await loadSmartSongs(context, pageRequest(req)));
    const { t } = translatorOf(req);
    await res.inertia.render('songs/smart', {
      title: t('smart.title'),
      description: t('smart.description'),
      songs,
    });
  };
