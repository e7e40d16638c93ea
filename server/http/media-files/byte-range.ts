/** What a `Range` header asks of a file of a given size. */
export type ByteRange =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const FULL: ByteRange = { kind: 'full' };
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range (RFC 9110 §14.1.2): `bytes=a-b`, `bytes=a-` or the last n bytes `bytes=-n`.
 * A header we cannot honour with a single part (several ranges, another unit, garbage, a > b) is
 * ignored and the whole file is sent, as the RFC allows; a range starting past the end, or an empty
 * suffix, cannot be satisfied (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return FULL;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return FULL;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return FULL;

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
