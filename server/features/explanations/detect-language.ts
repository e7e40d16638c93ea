import type { BlockLanguage } from '@common/block-language';

/**
 * The language an explanation is written in, so it is shown with the right direction and face.
 * Staff name a lyrics block's language; a listener does not, so we judge as the site's blocks do when
 * none is named (dir="auto" reads the script): Arabic script makes it Arabic. Between the two Latin
 * languages, the common little words decide; a tie is Somali, the site's first language.
 */
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;
const LATIN_LETTER = /[a-z]/giu;

const ENGLISH = new Set(['the', 'and', 'of', 'to', 'is', 'it', 'that', 'this', 'with', 'for', 'was', 'he', 'she', 'his', 'her', 'about', 'an', 'are', 'be', 'by', 'on', 'as', 'from', 'they', 'means', 'which', 'who', 'when', 'what', 'not', 'line', 'song', 'singer', 'word', 'here']);
const SOMALI = new Set(['waa', 'iyo', 'ee', 'ka', 'ku', 'oo', 'ah', 'aan', 'uu', 'ay', 'la', 'ayaa', 'wuxuu', 'waxay', 'sida', 'ma', 'baa', 'waxa', 'macnaha', 'heesta', 'erayga', 'tixdan', 'tuducan', 'halkan', 'kale', 'loo', 'laga', 'lagu', 'ayuu', 'ayay', 'inay', 'inuu', 'kuu', 'kii', 'tii', 'ugu', 'waxaa', 'wax']);

export function detectLanguage(text: string): BlockLanguage {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic > latin) return 'arabic';
  let english = 0;
  let somali = 0;
  for (const word of text.toLowerCase().match(/[a-z']+/g) ?? []) {
    if (ENGLISH.has(word)) english++;
    if (SOMALI.has(word)) somali++;
  }
  return english > somali ? 'english' : 'somali';
}
