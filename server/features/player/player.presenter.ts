import type { MediaUrl } from '@common/media-url';
import { formatDuration } from '../../lib/format';
import { presentVerse, type Verse } from '../songs/verses.presenter';
import type { VerseRow } from '../songs/verses.queries';
import type { PlayableEpisodeRow, PlayableLectureRow, PlayableSongRow } from './player.queries';
import type { PlayableType, Stream } from './player.schema';

/**
 * Spec §3 "Current playing item", as `/api/_song` answers it; the client adds `playedAt` when it
 * keeps the item in its played list. `mp3` and `formatted_duration` are the additions: the
 * client refuses to play an item without mp3 (spec §4) and shows its length before it loads.
 */
export interface PlayingItem {
  id: number;
  name: string;
  content_type: PlayableType;
  cover: string | null;
  /** `id` for a song's artist (the player's follow button); episodes and lectures have none. */
  artist: { id?: number; name: string; image: string | null };
  /** The full mix; empty when there is no audio. */
  sources: { src: string }[];
  /** The 48 kbps rendition for data saver (issue: light on data), when there is one. */
  saver: string | null;
  /** Lyrics versions, the default first; empty for episodes and songs without lyrics. */
  verse: Verse[];
  /** Only for smart songs, when a stem was asked for. */
  stream?: Stream;
  /**
   * The separated stems of a smart song; null for every other item. `method` says what made them
   * ('service', or 'ffmpeg': `approximate`, a centre-channel approximation), null when unknown.
   */
  smart: { vocals: string; music: string; method: string | null; approximate: boolean } | null;
  mp3: string | null;
  formatted_duration: string | null;
  /** The item's page (a lecture's is its resource's). */
  href: string;
}

export function presentPlayingSong(
  row: PlayableSongRow,
  verses: VerseRow[],
  stream: Stream | null | undefined,
  mediaUrl: MediaUrl,
): PlayingItem {
  const mp3 = mediaUrl(row.mp3);
  const vocals = mediaUrl(row.smart_vocals);
  const music = mediaUrl(row.smart_music);
  const smart = row.is_smart && vocals && music ? { vocals, music, method: row.stems_method, approximate: row.stems_method === 'ffmpeg' } : null;
  return {
    id: row.id,
    name: row.name,
    content_type: 'SONG',
    cover: mediaUrl(row.cover),
    artist: { id: row.artist_id, name: row.artist_name, image: mediaUrl(row.artist_image) },
    sources: mp3 ? [{ src: mp3 }] : [],
    saver: mp3 ? mediaUrl(row.mp3_saver) : null,
    verse: verses.map(presentVerse),
    // A stem asked of a song without stems falls back to the full mix rather than failing.
    ...(smart && stream ? { stream } : {}),
    smart,
    mp3,
    formatted_duration: formatDuration(row.duration_seconds),
    href: `/song/${row.id}`,
  };
}

/** An episode plays like a song: its podcast stands where the artist would. */
export function presentPlayingEpisode(row: PlayableEpisodeRow, mediaUrl: MediaUrl): PlayingItem {
  const mp3 = mediaUrl(row.audio);
  const podcastImage = mediaUrl(row.podcast_image);
  return {
    id: row.id,
    name: row.title,
    content_type: 'EPISODE',
    cover: mediaUrl(row.image) ?? podcastImage,
    artist: { name: row.podcast_title, image: podcastImage },
    sources: mp3 ? [{ src: mp3 }] : [],
    saver: null,
    verse: [],
    smart: null,
    mp3,
    formatted_duration: formatDuration(row.duration_seconds),
    href: `/episode/${row.id}`,
  };
}

/** A lecture recording plays with its own title (or its lecture's), its scholar where the artist would be. */
export function presentPlayingLecture(row: PlayableLectureRow, mediaUrl: MediaUrl): PlayingItem {
  const mp3 = mediaUrl(row.file_path);
  const image = mediaUrl(row.scholar_image);
  return {
    id: row.id,
    name: row.title ?? row.resource_title,
    content_type: 'LECTURE',
    cover: image,
    artist: { name: row.scholar_name ?? 'Casharro', image },
    sources: mp3 ? [{ src: mp3 }] : [],
    saver: mp3 ? mediaUrl(row.file_path_saver) : null,
    verse: [],
    smart: null,
    mp3,
    formatted_duration: formatDuration(row.duration_seconds),
    href: `/resource/${row.resource_id}`,
  };
}
