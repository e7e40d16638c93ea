/** One line of a line-by-line comparison: kept in both, only in the current text, or only in the new one. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many lines on a side the comparison is not worth its cost: every line shows as changed. */
const MAX_LINES = 2000;

const linesOf = (text: string) => text.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd());

/**
 * The current lyrics against a submitted version, line by line (longest common subsequence), so a
 * reviewer sees what would change: the lines a submission drops and the lines it brings.
 */
export function lineDiff(current: string, proposed: string): DiffLine[] {
  const a = current.trim() ? linesOf(current.trim()) : [];
  const b = proposed.trim() ? linesOf(proposed.trim()) : [];
  if (a.length > MAX_LINES || b.length > MAX_LINES) return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) out.push({ kind: 'removed', text: a[i++]! });
    else out.push({ kind: 'added', text: b[j++]! });
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', text: b[j++]! });
  return out;
}
