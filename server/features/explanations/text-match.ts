/**
 * Finding an explanation's lines again in new lyrics (re-attachment): exactly, else by similarity.
 * Small code of our own: one edit-distance ratio over normalised text is all it needs.
 */
import { editDistanceWithin } from '../../lib/edit-distance';

/** Case, diacritics, punctuation and spacing folded away: "Hooyo, Macaan!" and "hooyo macaan" are one. */
export function normaliseLine(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * 1 for the same text, 0 for nothing alike: 1 - distance / the longer length (two letters swapped
 * count one edit). Only how alike texts at or above FUZZY_THRESHOLD are matters to findQuote, so the
 * distance is counted that far and anything further is 0.
 */
export function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (!longest) return 1;
  const budget = Math.floor(longest * (1 - FUZZY_THRESHOLD) + 1e-9);
  const distance = editDistanceWithin(a, b, budget);
  return distance > budget ? 0 : 1 - distance / longest;
}

export const FUZZY_THRESHOLD = 0.8;

/** The start among `starts` nearest the old one (the first of equals). */
const nearest = (starts: number[], old: number) => starts.reduce((best, start) => (Math.abs(start - old) < Math.abs(best - old) ? start : best));

export type Match = { kind: 'exact' | 'fuzzy'; from: number; to: number } | { kind: 'lost' };

/**
 * Where `quote` (its lines) is in `lines`: every exact occurrence, the one nearest the old place;
 * else the window of as many lines most like it once normalised, if at least FUZZY_THRESHOLD alike
 * (equals: nearest the old place); else lost.
 */
export function findQuote(quote: string, lines: readonly string[], oldFrom: number): Match {
  const wanted = quote.split('\n');
  const size = wanted.length;
  if (!size || size > lines.length) return { kind: 'lost' };
  const windows = Array.from({ length: lines.length - size + 1 }, (_, start) => start);
  const exact = windows.filter((start) => wanted.every((line, offset) => lines[start + offset] === line));
  if (exact.length) {
    const from = nearest(exact, oldFrom);
    return { kind: 'exact', from, to: from + size - 1 };
  }
  const target = normaliseLine(wanted.join(' '));
  let best = FUZZY_THRESHOLD;
  let starts: number[] = [];
  for (const start of windows) {
    const score = similarity(target, normaliseLine(lines.slice(start, start + size).join(' ')));
    if (score > best + 1e-9) [best, starts] = [score, [start]];
    else if (Math.abs(score - best) <= 1e-9 && score >= FUZZY_THRESHOLD) starts.push(start);
  }
  if (!starts.length) return { kind: 'lost' };
  const from = nearest(starts, oldFrom);
  return { kind: 'fuzzy', from, to: from + size - 1 };
}
