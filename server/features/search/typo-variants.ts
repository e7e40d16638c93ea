/**
 * Typo candidates by deletion (the "symmetric delete" method): two words are within k edits only if
 * deleting at most k letters from each gives a common string. The dictionary stores every word's
 * deletion variants (search_term_variants), so finding the words a typo may stand for is a handful
 * of exact index lookups; the true edit distance then picks among them. Exact, and as fast on PGlite
 * as on a server, unlike a trigram nearest-neighbour search (see docs/features/search.md).
 */

/** The most letters a typo may get wrong (in words of seven letters or more; see typoBudget). */
export const MAX_TYPOS = 2;
/** Shorter variants are never looked up: a query word of four letters, less one, has three. */
const MIN_VARIANT_LENGTH = 3;

/** The word and every string made by deleting up to `deletions` of its letters, at least 3 long. */
export function deletionVariants(word: string, deletions: number): string[] {
  const found = new Set<string>([word]);
  let frontier = [word];
  for (let round = 0; round < deletions; round++) {
    const next: string[] = [];
    for (const current of frontier) {
      if (current.length <= MIN_VARIANT_LENGTH) continue;
      for (let at = 0; at < current.length; at++) {
        const shorter = current.slice(0, at) + current.slice(at + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return [...found].filter((variant) => variant.length >= MIN_VARIANT_LENGTH);
}
