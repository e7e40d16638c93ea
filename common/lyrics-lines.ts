/** The sung lines of a lyrics text: one per non-blank line (stanza breaks are not lines). */
export const sungLines = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The text of a lyrics version as listeners read it: the plain lyrics, or when there are none, the
 * synced lines' text. The song page numbers lines within this text, and lyric cards pick by those numbers.
 */
export function verseText(nonSynced: string, synced: readonly { text: string }[] | null): string {
  return nonSynced.trim() || (synced ?? []).map((line) => line.text).join('\n');
}

/**
 * Lyric cards and line explanations number the sung lines of the version's text (above), which is the
 * plain lyrics when there are any, not the synced lines: each synced line is matched to the next
 * sung line with the same text, in order, so a refrain sung twice gets its own number each time.
 */
export function cardLines(synced: readonly { text: string }[], sung: readonly string[]): (number | null)[] {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const wanted = sung.map(normal);
  let from = 0;
  return synced.map((line) => {
    const text = normal(line.text);
    let at = wanted.indexOf(text, from);
    if (at === -1) at = wanted.indexOf(text);
    if (at === -1) return null;
    from = at + 1;
    return at;
  });
}

/** A version's translation: its language and one line per sung line of the original, in order. */
export interface Translation {
  language: 'somali' | 'english' | 'arabic';
  lines: string[];
}

/** A song's credits (spec: poet "ereyada", composer "laxanka", singers "codka", band "kooxda"). */
export interface Credits {
  poet: string | null;
  composer: string | null;
  singers: string[];
  band: string | null;
}
