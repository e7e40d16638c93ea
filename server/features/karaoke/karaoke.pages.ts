import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { translatorOf } from '../../i18n/i18n.props';
import { findPlayableSong } from '../player/player.queries';
import { versesOfSong } from '../songs/verses.queries';
import { presentKaraokeAudio, presentKaraokeLyrics, type KaraokeProps } from './karaoke.presenter';

/**
 * `/song/{id}/karaoke` (resources/js/pages/songs/karaoke.tsx). A missing or trashed song is a 404; a
 * song without synced lyrics (or without audio) is the page all the same, saying so with a link back:
 * the address stays good to share while staff sync the lines, and the song itself exists.
 */
export const showKaraoke =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Song not found.');
    const [row, verses] = await Promise.all([findPlayableSong(context.db.knex, id), versesOfSong(context.db.knex, id)]);
    if (!row) throw new NotFound('Song not found.');
    const { t } = translatorOf(req);
    const props: KaraokeProps = {
      title: t('karaoke.pageTitle', { song: row.name, artist: row.artist_name }),
      description: t('karaoke.description', { song: row.name, artist: row.artist_name }),
      song: { id: row.id, name: row.name, cover: context.mediaUrl(row.cover), artist: { id: row.artist_id, name: row.artist_name } },
      audio: presentKaraokeAudio(row, context.mediaUrl),
      lyrics: presentKaraokeLyrics(verses),
    };
    await res.inertia.render('songs/karaoke', { ...props });
  };
