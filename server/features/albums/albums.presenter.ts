import type { MediaUrl } from '@common/media-url';
import type { AlbumCardRow, AlbumRow } from './albums.queries';

export function presentAlbumCard(row: AlbumCardRow, mediaUrl: MediaUrl) {
  return {
    id: row.id,
    name: row.name,
    cover: mediaUrl(row.cover),
    released_at: row.released_at,
    artist: { id: row.artist_id, name: row.artist_name },
  };
}

/** The album (spec §3) without its songs: the page loads those as a deferred prop, the API adds them. */
export const presentAlbum = (row: AlbumRow, mediaUrl: MediaUrl) => ({
  ...presentAlbumCard(row, mediaUrl),
  content_type: row.content_type,
  songs_count: Number(row.songs_count),
});

export type AlbumCard = ReturnType<typeof presentAlbumCard>;
export type Album = ReturnType<typeof presentAlbum>;
