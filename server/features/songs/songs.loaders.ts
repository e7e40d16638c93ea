import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { pageOf, type PageRequest } from '../../db/paginate';
import { songListSource } from './song-list-source';
import { presentSong, presentSongCard, type SongCardRow } from './songs.presenter';
import { findSongWithLists, justAddedSongIds, similarSongs, smartSongIds } from './songs.queries';

/** Page sizes of the song lists: the first just-added song is shown large above a grid of 24. */
export const PER_PAGE = { justAdded: 25, smart: 20 } as const;
const SIMILAR_SONGS = 12;

/** Read by the song page and /api/song/{id} alike, so both always carry the same song. */
export async function loadSong({ db: { knex }, mediaUrl }: AppContext, id: number) {
  // Two statements: the song with its lists, then the songs like it (which need its artist).
  const song = await findSongWithLists(knex, id);
  if (!song) throw new NotFound('Song not found.');
  const similar = await similarSongs(knex, song, SIMILAR_SONGS);
  return presentSong({ song, features: song.features, playlists: song.playlists, verses: song.verses, similar }, mediaUrl);
}

export function loadJustAdded({ db: { knex }, mediaUrl, kept }: AppContext, request: PageRequest) {
  const source = songListSource(knex, kept, 'just-added', justAddedSongIds(knex));
  return pageOf(source, request, PER_PAGE.justAdded, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}

export function loadSmartSongs({ db: { knex }, mediaUrl, kept }: AppContext, request: PageRequest) {
  const source = songListSource(knex, kept, 'smart', smartSongIds(knex));
  return pageOf(source, request, PER_PAGE.smart, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}
