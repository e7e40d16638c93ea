/** The answer of GET /api/searchy, also the `results` prop of the search page. */
export interface SongResult {
  id: number;
  name: string;
  cover: string | null;
  formatted_duration: string | null;
  artist: { id: number; name: string };
  /** For the viewer: false for visitors. */
  is_liked: boolean;
}

export interface ArtistResult {
  id: number;
  name: string;
  image: string | null;
}

export interface AlbumResult {
  id: number;
  name: string;
  cover: string | null;
  released_at: string | null;
  artist: { id: number; name: string };
}

export interface PodcastResult {
  id: number;
  title: string;
  host: string | null;
  image: string | null;
}

export interface NamedResult {
  id: number;
  name: string;
}

/** A lecture found (our addition): title, Arabic title, scholar. */
export interface ResourceResult {
  id: number;
  title: string;
  title_arabic: string | null;
  scholar: NamedResult | null;
}

export interface SearchResults {
  pagination: { current_page: number; last_page: number };
  songs: SongResult[];
  artists: ArtistResult[];
  albums: AlbumResult[];
  podcasts: PodcastResult[];
  scholars: NamedResult[];
  topics: NamedResult[];
  resources: ResourceResult[];
  message?: string;
}
