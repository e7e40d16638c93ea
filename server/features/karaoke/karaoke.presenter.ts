import type { MediaUrl } from '@common/media-url';
import { cardLines, sungLines, verseText } from '@common/lyrics-lines';
import { presentVerse } from '../songs/verses.presenter';
import type { VerseRow } from '../songs/verses.queries';
import type { PlayableSongRow } from '../player/player.queries';

/** A synced line as karaoke shows it; `card_line` numbers it as lyric cards do (null when its text is not among them). */
export interface KaraokeLine {
  /** Seconds from the start of the audio. */
  time: number;
  text: string;
  card_line: number | null;
}

export interface KaraokeProps {
  title: string;
  description: string;
  song: { id: number; name: string; cover: string | null; artist: { id: number; name: string } };
  /** The full mix, and the music-only stem of a smart song (played by default); null without audio. */
  audio: { mix: string; music: string | null; approximate: boolean } | null;
  /** The first version (default first) with synced lines; null when none has them yet. */
  lyrics: { verse_id: number; language: string; rtl: boolean; lines: KaraokeLine[] } | null;
}

// Matching synced lines to the sung lines is shared with the site's player and karaoke marks (line explanations).
export { cardLines };

export function presentKaraokeLyrics(verses: readonly VerseRow[]): KaraokeProps['lyrics'] {
  for (const row of verses) {
    const verse = presentVerse(row);
    const synced = verse.lyrics.synced_lyrics?.filter((line) => line.text.trim() !== '');
    if (!synced?.length) continue;
    const numbers = cardLines(synced, sungLines(verseText(verse.lyrics.non_synced_lyrics.original, verse.lyrics.synced_lyrics)));
    return {
      verse_id: verse.id,
      language: verse.language,
      rtl: verse.language === 'arabic',
      lines: synced.map((line, index) => ({ time: line.time, text: line.text.trim(), card_line: numbers[index] ?? null })),
    };
  }
  return null;
}

export function presentKaraokeAudio(row: PlayableSongRow, mediaUrl: MediaUrl): KaraokeProps['audio'] {
  const mix = mediaUrl(row.mp3);
  if (!mix) return null;
  // Both stems exist or the song plays as the full mix, as the player's smart streams do.
  const music = row.is_smart && mediaUrl(row.smart_vocals) ? mediaUrl(row.smart_music) : null;
  return { mix, music, approximate: music !== null && row.stems_method === 'ffmpeg' };
}
