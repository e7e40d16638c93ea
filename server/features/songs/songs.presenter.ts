import type { MediaUrl } from '@common/media-url';
import { formatDuration } from '../../lib/format';
import type { NamedRow, SongCardRow, SongRow, VerseRow } from './songs.queries';

/** The row presentSongCard takes (its columns: songCardColumns). */
export type { SongCardRow };

/**
 * The compact song shape used in lists and carousels (spec §3 Song, the fields a card shows).
 * `is_liked` is false here; handlers set it for a signed-in listener (favorites/mark-liked.ts).
 */
export function presentSongCard(row: SongCardRow, mediaUrl: MediaUrl) {
  return {
    id: row.id,
    name: row.name,
    cover: mediaUrl(row.cover),
    content_type: row.content_type,
    formatted_duration: formatDuration(row.duration_seconds),
    artist: { id: row.artist_id, name: row.artist_name },
    is_liked: false,
  };
}

export type SongCard = ReturnType<typeof presentSongCard>;

/** One lyrics version; the spec's readers take `verse[0].lyrics.non_synced_lyrics.original`. */
export function presentVerse(row: VerseRow) {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    is_default: row.is_default,
    is_verified: row.verified_at !== null,
    lyrics: {
      non_synced_lyrics: { original: row.non_synced_lyrics },
      synced_lyrics: row.synced_lyrics ?? null,
    },
    /** A line-by-line translation: `lines[n]` translates the n-th non-blank line of the original. */
    translation: row.translation ?? null,
  };
}

export interface SongBundle {
  song: SongRow;
  features: NamedRow[];
  playlists: NamedRow[];
  verses: VerseRow[];
  similar: SongCardRow[];
}

/**
 * The whole song (spec §3), for the song page and /api/song/{id}. `meta` keeps only what a listener
 * needs (is_smart, thumbnail); download status and messages are for backstage. `is_liked` is false
 * here: handlers set it for a signed-in listener (favorites/mark-liked.ts).
 */
export function presentSong({ song, features, playlists, verses, similar }: SongBundle, mediaUrl: MediaUrl) {
  return {
    ...presentSongCard(song, mediaUrl),
    artist: { id: song.artist_id, name: song.artist_name, image: mediaUrl(song.artist_image) },
    original_artist: song.original_artist_id ? { id: song.original_artist_id, name: song.original_artist_name ?? '' } : null,
    features: features.map(({ id, name }) => ({ id, name })),
    album: song.album_id ? { id: song.album_id, name: song.album_name ?? '' } : null,
    playlists: playlists.map(({ id, name }) => ({ id, name })),
    released: song.released,
    youtube: song.youtube,
    mp3: mediaUrl(song.mp3),
    meta: { is_smart: song.meta?.is_smart === true, thumbnail: song.meta?.thumbnail ?? null },
    /** Who made it: poet (ereyada), composer (laxanka), singers (codka), band (kooxda); null when none is known. */
    credits: song.credits ?? null,
    created_at: song.created_at.toISOString(),
    lyrics: verses[0]?.non_synced_lyrics ?? null,
    verse: verses.map(presentVerse),
    similarSongs: similar.map((row) => presentSongCard(row, mediaUrl)),
  };
}

export type Song = ReturnType<typeof presentSong>;
