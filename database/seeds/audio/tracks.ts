import { fileURLToPath } from 'node:url';

/**
 * The demo audio files, shared by the synthesizer (which makes them) and the demo seed (which copies
 * them into storage and needs their durations). Smart songs also get a vocals and a music stem.
 */
export interface SongTrack {
  name: string;
  seconds: number;
  smart: boolean;
}

export interface TalkTrack {
  name: string;
  seconds: number;
}

export const SONG_TRACKS: readonly SongTrack[] = [
  { name: 'song-1', seconds: 14, smart: true },
  { name: 'song-2', seconds: 12, smart: true },
  { name: 'song-3', seconds: 15, smart: false },
  { name: 'song-4', seconds: 10, smart: false },
  { name: 'song-5', seconds: 13, smart: false },
];

/** Spoken-word stand-ins for podcast episodes and lecture media. */
export const TALK_TRACKS: readonly TalkTrack[] = [
  { name: 'talk-1', seconds: 12 },
  { name: 'talk-2', seconds: 9 },
];

export type Stem = 'vocals' | 'music';

export function trackFile(name: string, stem?: Stem): string {
  return stem ? `${name}-${stem}.mp3` : `${name}.mp3`;
}

/** Where the committed mp3 files live. */
export const AUDIO_ASSET_DIR = fileURLToPath(new URL('../assets/audio/', import.meta.url));
