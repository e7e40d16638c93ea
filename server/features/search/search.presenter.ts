import type { MediaUrl } from '@common/media-url';
import { presentSongCard } from '../songs/songs.presenter';
import type { SongCardRow } from '../songs/songs.queries';
import { presentArtistCard } from '../artists/artists.presenter';
import type { ArtistCardRow } from '../artists/artists.queries';
import type { AlbumCardRow, NamedRow, PlaylistItemRow, PodcastCardRow, ResourceCardRow } from './search.cards';

/** The shapes of spec §3 "search result groups" and §7 "GET /api/searchy". */

export function presentAlbumCard(row: AlbumCardRow, mediaUrl: MediaUrl) {
  return {
    id: row.id,
    name: row.name,
    cover: mediaUrl(row.cover),
    content_type: row.content_type,
    released_at: row.released_at,
    artist: { id: row.artist_id, name: row.artist_name },
  };
}

export function presentPodcastCard(row: PodcastCardRow, mediaUrl: MediaUrl) {
  return {
    id: row.id,
    title: row.title,
    host: row.host,
    image: mediaUrl(row.image),
    episodes_count: row.episodes_count,
  };
}

export interface PublicSearchRows {
  page: number;
  lastPage: number;
  /** Whether anything matched at all, on any page. */
  matched: boolean;
  songs: SongCardRow[];
  artists: ArtistCardRow[];
  albums: AlbumCardRow[];
  podcasts: PodcastCardRow[];
  scholars: NamedRow[];
  topics: NamedRow[];
  resources: ResourceCardRow[];
}

const named = ({ id, name }: NamedRow) => ({ id, name });

/** A lecture found: its title (and the Arabic one) and its scholar. */
export const presentResourceResult = (row: ResourceCardRow) => ({
  id: row.id,
  title: row.name,
  title_arabic: row.name_arabic,
  scholar: row.scholar_id && row.scholar_name ? { id: row.scholar_id, name: row.scholar_name } : null,
});

/** `message` is there only when a query was searched and nothing matched (spec §7). */
export function presentPublicSearch(rows: PublicSearchRows, query: string, mediaUrl: MediaUrl) {
  return {
    pagination: { current_page: rows.page, last_page: rows.lastPage },
    albums: rows.albums.map((row) => presentAlbumCard(row, mediaUrl)),
    songs: rows.songs.map((row) => presentSongCard(row, mediaUrl)),
    artists: rows.artists.map((row) => presentArtistCard(row, mediaUrl)),
    podcasts: rows.podcasts.map((row) => presentPodcastCard(row, mediaUrl)),
    // Lectures (our addition to spec §7's groups): scholars, topics and resources.
    scholars: rows.scholars.map(named),
    topics: rows.topics.map(named),
    resources: rows.resources.map(presentResourceResult),
    ...(!rows.matched && query.trim() !== '' ? { message: `No results for "${query.trim()}".` } : {}),
  };
}

export type PublicSearchResults = ReturnType<typeof presentPublicSearch>;

export interface SelectorRows {
  songs: NamedRow[];
  artists: NamedRow[];
  playlists: NamedRow[];
  scholars: NamedRow[];
  topics: NamedRow[];
}

/** The backstage selector's groups: every item is `{id, name}`. */
export function presentSelectorSearch(rows: SelectorRows) {
  return {
    songs: rows.songs.map(named),
    artists: rows.artists.map(named),
    playlists: rows.playlists.map(named),
    scholars: rows.scholars.map(named),
    topics: rows.topics.map(named),
  };
}

/** The featured-content panel: songs with their artist's name, and artists. */
export function presentAdminSearch(rows: { songs: SongCardRow[]; artists: NamedRow[] }) {
  return {
    songs: rows.songs.map((row) => ({ id: row.id, name: row.name, artist: { id: row.artist_id, name: row.artist_name } })),
    artists: rows.artists.map(named),
  };
}

/** The playlist connection panel shows each playlist's name and song count. */
export const presentPlaylistSearch = (rows: PlaylistItemRow[]) =>
  rows.map((row) => ({ id: row.id, name: row.name, songs_count: row.songs_count }));
