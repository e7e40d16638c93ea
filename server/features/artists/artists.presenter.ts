import type { MediaUrl } from '@common/media-url';
import { sanitizeRichText } from '../../lib/rich-text';
import { presentSongCard } from '../songs/songs.presenter';
import type { SongCardRow } from '../songs/songs.queries';
import { presentAlbumCard } from '../albums/albums.presenter';
import type { AlbumCardRow } from '../albums/albums.queries';
import { presentEventCard } from '../events/events.presenter';
import type { EventCardRow } from '../events/events.queries';
import type { ArtistCardRow, ArtistListRow, ArtistRow } from './artists.queries';

export const CONTENT_TYPE_LABELS: Record<string, string> = {
  HSA: 'Heesaa',
  GBY: 'Gabyaa',
  MJY: 'Majaajileyste',
  QRA: 'Qoraa',
  JIL: 'Jilaa',
  MSK: 'Musikeyste',
};

export function presentArtistCard(row: ArtistCardRow, mediaUrl: MediaUrl) {
  return {
    id: row.id,
    name: row.name,
    image: mediaUrl(row.image),
    content_type: row.content_type,
  };
}

/** A row of /api/artists: the card and the song count. */
export const presentArtistListItem = (row: ArtistListRow, mediaUrl: MediaUrl) => ({
  ...presentArtistCard(row, mediaUrl),
  songs_count: Number(row.songs_count),
});

export interface ArtistBundle {
  artist: ArtistRow;
  songs: SongCardRow[];
  appears: SongCardRow[];
  events: EventCardRow[];
  albums: AlbumCardRow[];
}

/**
 * The whole artist (spec §3): the biography is sanitized here, so no page or app ever gets raw HTML.
 * `following` is false here, as `is_liked` is: the same for everyone, so visitors' answers can be kept;
 * withFollowing (follows feature) sets it for a signed-in caller, whose answers are never kept.
 */
export function presentArtist({ artist, songs, appears, events, albums }: ArtistBundle, mediaUrl: MediaUrl, now = new Date()) {
  const song = (row: SongCardRow) => presentSongCard(row, mediaUrl);
  return {
    ...presentArtistListItem(artist, mediaUrl),
    stage_name: artist.stage_name,
    followers_count: Number(artist.followers_count),
    following: false,
    biography: sanitizeRichText(artist.biography),
    songs: songs.map(song),
    appears: appears.map(song),
    events: events.map((row) => presentEventCard(row, mediaUrl, now)),
    albums: albums.map((row) => presentAlbumCard(row, mediaUrl)),
  };
}

export type Artist = ReturnType<typeof presentArtist>;
