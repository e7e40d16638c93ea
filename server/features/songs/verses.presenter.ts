import type { VerseRow } from './verses.queries';

export interface SyncedLine {
  /** Seconds from the start of the audio. */
  time: number;
  text: string;
}

export interface Verse {
  id: number;
  title: string | null;
  language: string;
  is_default: boolean;
  lyrics: {
    non_synced_lyrics: { original: string };
    /** Lines with their start times, in order, when the lyrics are time-synced. */
    synced_lyrics: SyncedLine[] | null;
  };
}

const isLine = (value: unknown): value is SyncedLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SyncedLine).time === 'number' &&
  Number.isFinite((value as SyncedLine).time) &&
  typeof (value as SyncedLine).text === 'string';

/** Spec §3 Song.verse: each has is_default; its text is read from lyrics.non_synced_lyrics.original. */
export function presentVerse(row: VerseRow): Verse {
  const synced = Array.isArray(row.synced_lyrics) ? row.synced_lyrics.filter(isLine) : [];
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    is_default: row.is_default,
    lyrics: {
      non_synced_lyrics: { original: row.non_synced_lyrics },
      synced_lyrics: synced.length ? [...synced].sort((a, b) => a.time - b.time) : null,
    },
  };
}
