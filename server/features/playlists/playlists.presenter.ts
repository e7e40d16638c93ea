import type { MediaUrl } from '@common/media-url';
import { presentSongCard } from '../songs/songs.presenter';
import type { SongCardRow } from '../songs/songs.queries';
import type { PlaylistRow } from './playlists.queries';

export const presentPlaylistCard = (row: PlaylistRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  cover: mediaUrl(row.cover),
  songs_count: Number(row.songs_count),
});

export const presentPlaylist = (row: PlaylistRow, songs: SongCardRow[], mediaUrl: MediaUrl) => ({
  ...presentPlaylistCard(row, mediaUrl),
  songs: songs.map((song) => presentSongCard(song, mediaUrl)),
});

export type PlaylistCard = ReturnType<typeof presentPlaylistCard>;
export type Playlist = ReturnType<typeof presentPlaylist>;
