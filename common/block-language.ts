/** The languages a text block can name (spec §3 text block; story blocks since issue 31 item 2). The server validates by this list. */
export const BLOCK_LANGUAGES = ['somali', 'arabic', 'english'] as const;
export type BlockLanguage = (typeof BLOCK_LANGUAGES)[number];

export const BLOCK_LANG: Record<BlockLanguage, string> = { somali: 'so', arabic: 'ar', english: 'en' };

/**
 * How a block of text in `language` is written: Arabic right to left in the Arabic face, Somali and
 * English left to right; a block that names no language lets the browser judge by its first strong
 * character (dir="auto"), so Arabic pasted into an unmarked block still reads right to left.
 * The same in the editors and on the public pages.
 */
export function blockDirection(language: BlockLanguage | undefined | null): { dir: 'rtl' | 'ltr' | 'auto'; lang?: string; arabic: boolean } {
  if (!language) return { dir: 'auto', arabic: false };
  return { dir: language === 'arabic' ? 'rtl' : 'ltr', lang: BLOCK_LANG[language], arabic: language === 'arabic' };
}
