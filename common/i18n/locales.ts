/** The interface's languages: Somali first (the default), English on request. */
export const LOCALES = ['so', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'so';

/**
 * The cookie the menu's language switch writes (client-side: a visitor's GET must never set a cookie,
 * or public pages could not be cached). The server reads it before Accept-Language.
 */
export const LANG_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
