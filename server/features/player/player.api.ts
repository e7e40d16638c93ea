import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { versesOfSong } from '../songs/verses.queries';
import { presentPlayingEpisode, presentPlayingLecture, presentPlayingSong, type PlayingItem } from './player.presenter';
import { findPlayableEpisode, findPlayableLecture, findPlayableSong } from './player.queries';
import { playRequestSchema, type PlayRequest } from './player.schema';

async function playingItem({ db, mediaUrl }: AppContext, request: PlayRequest): Promise<PlayingItem> {
  if (request.type === 'EPISODE') {
    const episode = await findPlayableEpisode(db.knex, request.id);
    if (!episode) throw new NotFound('Episode not found.');
    return presentPlayingEpisode(episode, mediaUrl);
  }
  if (request.type === 'LECTURE') {
    const lecture = await findPlayableLecture(db.knex, request.id);
    if (!lecture) throw new NotFound('Lecture not found.');
    return presentPlayingLecture(lecture, mediaUrl);
  }
  const [song, verses] = await Promise.all([findPlayableSong(db.knex, request.id), versesOfSong(db.knex, request.id)]);
  if (!song) throw new NotFound('Song not found.');
  return presentPlayingSong(song, verses, request.stream, mediaUrl);
}

/**
 * Spec §7: `POST /api/_song` {id, type, stream?} answers `{data: item}` (the client reads
 * data.data). `GET /api/_song?id=&type=` answers the same for links and the apps. An item without
 * audio is still answered, without mp3: telling the listener is the client's job (spec §4).
 */
export const playingItemFromBody =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await playingItem(context, validate(playRequestSchema, req.body ?? {})) });
  };

export const playingItemFromQuery =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await playingItem(context, validate(playRequestSchema, req.query)) });
  };
