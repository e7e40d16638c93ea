import type { MediaUrl } from '@common/media-url';
import { embedHeight } from '@common/embeds';
import { sungLines, verseText } from '@common/lyrics-lines';
import { formatDuration } from '../../lib/format';
import { presentVerse, type SyncedLine } from '../songs/verses.presenter';
import type { VerseRow } from '../songs/verses.queries';

/** One playable item of an embedded player: what the bar shows and the file it plays. */
export interface EmbedTrack {
  id: number;
  name: string;
  /** The artist, or an episode's podcast. */
  by: string;
  cover: string | null;
  /** The full mix; null when the item has no audio (the player says so). */
  audio: string | null;
  formatted_duration: string | null;
  /** Its page on Hees ("Listen on Hees"), a site path. */
  href: string;
}

/** The lyrics under an embedded song: the default version, its synced lines when it has them. */
export interface EmbedLyrics {
  synced: SyncedLine[] | null;
  lines: string[];
  rtl: boolean;
}

/** Who made it, as oEmbed's author_name and author_url name it: the artist, the podcast, or Hees for its playlists. */
export interface EmbedAuthor {
  name: string;
  href: string;
}

export interface EmbedSongProps {
  title: string;
  author: EmbedAuthor;
  track: EmbedTrack;
  lyrics: EmbedLyrics | null;
  height: number;
}

export interface EmbedPlaylistProps {
  title: string;
  author: EmbedAuthor;
  playlist: { id: number; name: string; cover: string | null; songs_count: number; href: string };
  tracks: EmbedTrack[];
  height: number;
}

export interface EmbedEpisodeProps {
  title: string;
  author: EmbedAuthor;
  track: EmbedTrack;
  height: number;
}

interface TrackRow {
  id: number;
  name: string;
  artist_name: string;
  cover: string | null;
  duration_seconds: number | null;
}

export const presentSongTrack = (row: TrackRow, audio: string | null, mediaUrl: MediaUrl): EmbedTrack => ({
  id: row.id,
  name: row.name,
  by: row.artist_name,
  cover: mediaUrl(row.cover),
  audio: mediaUrl(audio),
  formatted_duration: formatDuration(row.duration_seconds),
  href: `/song/${row.id}`,
});

/** The default version (versesOfSong puts it first); null when the song has no lyrics. */
export function presentEmbedLyrics(verses: VerseRow[]): EmbedLyrics | null {
  const [first] = verses;
  if (!first) return null;
  const verse = presentVerse(first);
  const lines = sungLines(verseText(verse.lyrics.non_synced_lyrics.original, verse.lyrics.synced_lyrics));
  if (!lines.length) return null;
  return { synced: verse.lyrics.synced_lyrics, lines, rtl: verse.language === 'arabic' };
}

export const songEmbedHeight = (lyrics: EmbedLyrics | null) => embedHeight('song', { lyrics: lyrics !== null });
