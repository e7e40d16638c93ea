import type { TimedLine } from '@common/lrc';

/** A line in the sync editor: its words, and its start once tapped (null before). */
export interface SyncRow {
  text: string;
  time: number | null;
}

const hundredths = (seconds: number) => Math.round(seconds * 100) / 100;

/** The editor's rows from a verse's text: one per sung line (blank lines between stanzas dropped). */
export const rowsFromText = (text: string): SyncRow[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ text: line, time: null }));

export const rowsFromLines = (lines: readonly TimedLine[]): SyncRow[] => lines.map((line) => ({ text: line.text, time: line.time }));

/** The latest start before `index`: a line never starts before the one sung ahead of it. */
function floorOf(rows: readonly SyncRow[], index: number): number {
  for (let at = index - 1; at >= 0; at--) if (rows[at]!.time !== null) return rows[at]!.time!;
  return 0;
}
function ceilingOf(rows: readonly SyncRow[], index: number): number {
  for (let at = index + 1; at < rows.length; at++) if (rows[at]!.time !== null) return rows[at]!.time!;
  return Infinity;
}

/** A tap: the line starts at the playback position (never before the line ahead of it). */
export function stamp(rows: readonly SyncRow[], index: number, position: number): SyncRow[] {
  if (index < 0 || index >= rows.length) return [...rows];
  const time = hundredths(Math.max(position, floorOf(rows, index)));
  return rows.map((row, at) => (at === index ? { ...row, time } : row));
}

/** Moves a tapped line's start by `delta` seconds, staying between its neighbours. */
export function nudge(rows: readonly SyncRow[], index: number, delta: number): SyncRow[] {
  const row = rows[index];
  if (!row || row.time === null) return [...rows];
  const time = hundredths(Math.min(Math.max(row.time + delta, floorOf(rows, index)), ceilingOf(rows, index)));
  return rows.map((entry, at) => (at === index ? { ...entry, time } : entry));
}

/** Takes a line's time back (undo of its tap). */
export const unstamp = (rows: readonly SyncRow[], index: number): SyncRow[] => rows.map((row, at) => (at === index ? { ...row, time: null } : row));

/** The first line still waiting for its tap at or after `from`, or -1 when all are done. */
export function nextToTap(rows: readonly SyncRow[], from = 0): number {
  for (let at = Math.max(0, from); at < rows.length; at++) if (rows[at]!.time === null) return at;
  return -1;
}

/** The lines to save, when every line has its time; null while some still wait. */
export function completeLines(rows: readonly SyncRow[]): TimedLine[] | null {
  if (rows.some((row) => row.time === null)) return null;
  return rows.map((row) => ({ time: row.time!, text: row.text }));
}
