import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { pageOf, type PageRequest } from '../../db/paginate';
import { songListSource } from './song-list-source';
import { presentSong, presentSongCard, type SongCardRow } from './songs.presenter';
import { findSong, justAddedSongIds, similarSongs, smartSongIds, songFeatures, songPlaylists, songVerses } from './songs.queries';

/** Page sizes of the song lists: the first just-added song is shown large above a grid of 24. */
export const PER_PAGE = { justAdded: 25, smart: 20 } as const;
const SIMILAR_SONGS = 12;

/** Read by the song page and /api/song/{id} alike, so both always carry the same song. */
export async function loadSong({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const song = await findSong(knex, id);
  if (!song) throw new NotFound('Song not found.');
  const [features, playlists, verses, similar] = await Promise.all([
    songFeatures(knex, id),
    songPlaylists(knex, id),
    songVerses(knex, id),
    similarSongs(knex, song, SIMILAR_SONGS),
  ]);
  return presentSong({ song, features, playlists, verses, similar }, mediaUrl);
}

export function loadJustAdded({ db: { knex }, mediaUrl, kept }: AppContext, request: PageRequest) {
  const source = songListSource(knex, kept, 'just-added', justAddedSongIds(knex));
  return pageOf(source, request, PER_PAGE.justAdded, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}

export function loadSmartSongs({ db: { knex }, mediaUrl, kept }: AppContext, request: PageRequest) {
  const source = songListSource(knex, kept, 'smart', smartSongIds(knex));
  return pageOf(source, request, PER_PAGE.smart, (row: SongCardRow) => presentSongCard(row, mediaUrl));
}
