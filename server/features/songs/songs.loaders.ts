import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { pageOf, type PageRequest } from '../../db/paginate';
import { songListSource } from './song-list-source';
import { presentSong, presentSongCard } from './songs.presenter';
import { findSongWithLists, justAddedSongIds, smartSongIds, type SongCardRow } from './songs.queries';
import { similarSongsOf } from './similar-songs';
import { songExplanations } from '../explanations/song-explanations';

/** Page sizes of the song lists: the first just-added song is shown large above a grid of 24. */
export const PER_PAGE = { justAdded: 25, smart: 20 } as const;

/** Read by the song page and /api/song/{id} alike, so both always carry the same song. */
export async function loadSong({ db: { knex }, mediaUrl }: AppContext, id: number) {
  // Two statements: the song with its lists and kept ranking, then the cards of the songs like it
  // (primary-key reads; ranked now only when no ranking is kept yet).
  const song = await findSongWithLists(knex, id);
  if (!song) throw new NotFound('Song not found.');
  const similar = await similarSongsOf(knex, song);
  return presentSong({ song, features: song.features, playlists: song.playlists, verses: song.verses, similar }, mediaUrl);
}

/** The song (loadSong) and its published explanations as `userId` sees them, asked together: their reads share a round trip. */
export const loadSongWithExplanations = (context: AppContext, id: number, userId: number | undefined) =>
  Promise.all([loadSong(context, id), songExplanations(context.db.knex, id, userId)]);

export function loadJustAdded({ db: { knex }, mediaUrl, kept }: AppContext, request: PageRequest) {
  const source = songListSource(knex, kept, 'just-added', justAddedSongIds(knex), undefined, justAddedSongIds(knex, true));
  return pageOf(source, request, PER_PAGE.justAdded, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}

export function loadSmartSongs({ db: { knex }, mediaUrl, kept }: AppContext, request: PageRequest) {
  const source = songListSource(knex, kept, 'smart', smartSongIds(knex));
  return pageOf(source, request, PER_PAGE.smart, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}
