/**
 * The ONE Somali-aware folding of text into search tokens. The indexer folds names and lyrics with
 * it and the search folds queries with it, so a spelling variant that folds to the same token as
 * the indexed word is an exact match, and ranking never depends on how a word was spelled.
 *
 * What folds together, and why:
 * - case, accents and compatibility forms (NFKD): "Cumár" is "Cumar", "ﬁ" is "fi";
 * - glottal stops: Somali writes the stop as an apostrophe (' ’ ʼ ` ...) and the Arabic ʿayn as "c",
 *   which English spellings drop or write as a vowel: Ka'ab = Ka’ab = Kaab, Cabdi = Abdi, Cali = Ali;
 * - doubled letters: Somali doubles long vowels (Faadumo) and English doubles consonants (Hassan);
 * - Somali letters written differently in English: x = h (Xasan = Hasan), kh = k, dh = d, q = k.
 *   (q is also written "g" in English, but g is a Somali letter of its own: folding it would merge
 *   distinct words, so q~g is left to the typo tolerance of the search.)
 * - Arabic script: vowel marks, the hamza and madda forms of alef, taa marbuuta and alef maqsuura,
 *   and the article "al-" (with "wa-al-"), so التجويد finds تجويد and مُحَمَّد finds محمد.
 */

const GLOTTAL_MARKS = /['’‘ʼʻ`´ʹ′]/gu;
const COMBINING_MARKS = /\p{M}/gu;
const TOKEN_SEPARATORS = /[^\p{L}\p{N}]+/u;
const LATIN_TOKEN = /^[a-z0-9]+$/;

const ARABIC_LETTERS: Record<string, string> = {
  'ٱ': 'ا', // alef wasla
  'ة': 'ه', // taa marbuuta
  'ى': 'ي', // alef maqsuura
  'ی': 'ي', // Persian yeh
  'ک': 'ك', // Persian kaf
  'ـ': '', // tatweel (stretching)
};
const ARABIC_LETTER_PATTERN = new RegExp(`[${Object.keys(ARABIC_LETTERS).join('')}]`, 'gu');
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/gu;
/** The article and the article after "wa" (and), when enough of the word is left to mean something. */
const ARABIC_ARTICLE = /^(?:وال|ال)(?=\p{L}{2})/u;

function foldLatin(token: string): string {
  return token
    .replace(/kh/g, 'k')
    .replace(/dh/g, 'd')
    .replace(/x/g, 'h')
    .replace(/q/g, 'k')
    .replace(/c/g, '')
    .replace(/([a-z])\1+/g, '$1');
}

function foldArabic(token: string): string {
  return token
    .replace(ARABIC_LETTER_PATTERN, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ARABIC_DIGITS, (digit) => {
      const code = digit.codePointAt(0)!;
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
    .replace(ARABIC_ARTICLE, '');
}

/**
 * Folded words, remembered: a catalogue repeats a small vocabulary (lyrics above all), so indexing
 * 100k songs folds each distinct word once instead of tens of thousands of times.
 */
const folded = new Map<string, string>();
const FOLDED_MAX = 50_000;

function foldToken(token: string): string {
  let result = folded.get(token);
  if (result === undefined) {
    result = LATIN_TOKEN.test(token) ? foldLatin(token) : foldArabic(token);
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(token, result);
  }
  return result;
}

/** Text -> folded tokens, in order, repeats kept (the indexer and the query planner dedupe as they need). */
export function searchTokens(text: string): string[] {
  const plain = text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(GLOTTAL_MARKS, '');
  return plain
    .split(TOKEN_SEPARATORS)
    .map(foldToken)
    .filter((token) => token !== '');
}

/** A whole name folded to one string: what "the query IS the name" compares. */
export function foldedName(text: string): string {
  return searchTokens(text).join(' ');
}
