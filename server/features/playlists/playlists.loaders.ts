import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentPlaylist, presentPlaylistCard } from './playlists.presenter';
import { allPlaylists, findPlaylist, playlistSongs, type PlaylistRow } from './playlists.queries';

/** 24 fills the grid's 2 and 4 columns evenly. */
export const PLAYLISTS_PER_PAGE = 24;
const PLAYLIST_SONGS = 500;

export async function loadPlaylist({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const [row, songs] = await Promise.all([findPlaylist(knex, id), playlistSongs(knex, id, PLAYLIST_SONGS)]);
  if (!row) throw new NotFound('Playlist not found.');
  return presentPlaylist(row, songs, mediaUrl);
}

export function loadPlaylists({ db: { knex }, mediaUrl }: AppContext, request: PageRequest) {
  return paginate(knex, allPlaylists(knex), request, PLAYLISTS_PER_PAGE, (row: PlaylistRow) => presentPlaylistCard(row, mediaUrl));
}
