/** A synced line: when it starts (seconds into the audio) and its words. */
export interface TimedText {
  time: number;
  text: string;
}

import { activeLineIndex } from '../player/lyrics-panel';

/**
 * The line being sung at `position`. A seek to a line's start lands a hair before it (Chromium reports
 * 1.799999 after a seek to 1.8: mp3 frame times), which would still show the line before: a line
 * counts from 10 ms before its time, well inside what an eye or ear can tell.
 */
export const lineAt = (lines: readonly TimedText[], position: number) => activeLineIndex(lines, position + 0.01);

/** A last line is sung for about this long when the audio's length is not known yet. */
const LAST_LINE_SECONDS = 6;

/**
 * How far into line `index` the singing is, 0 to 1: the time since it started over the time until
 * the next line starts (the last line: until the end of the audio). Our synced lyrics have no word
 * timings, so this spread across the line stands in for word-by-word highlighting.
 */
export function lineProgress(lines: readonly TimedText[], index: number, position: number, duration: number): number {
  const line = lines[index];
  if (!line) return 0;
  const next = lines[index + 1]?.time ?? (duration > line.time ? duration : line.time + LAST_LINE_SECONDS);
  const length = next - line.time;
  if (!(length > 0)) return 1;
  return Math.min(1, Math.max(0, (position - line.time) / length));
}

/** The line Previous/Next (← →) seeks to from the line being sung (-1 before the first one). */
export function stepLine(lines: readonly TimedText[], active: number, by: -1 | 1): number {
  if (!lines.length) return -1;
  return Math.min(lines.length - 1, Math.max(0, active + by));
}

/**
 * The song page's link to a moment: `?t=` in whole seconds (what the song page reads), rounded down so
 * the line is not cut; a line in the first second is the song's start, with no `?t=` (0 is no moment there).
 */
export function momentPath(songId: number, time: number): string {
  const seconds = Math.floor(time);
  return seconds > 0 ? `/song/${songId}?t=${seconds}` : `/song/${songId}`;
}
