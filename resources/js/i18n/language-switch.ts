import { LANG_COOKIE, type Locale } from '@common/i18n/locales';

/**
 * Remembers the language chosen in the menu and loads the page again in it. The cookie is written here,
 * in the browser: a server answering a visitor's GET with Set-Cookie would make the page uncacheable.
 * A full load (not an Inertia visit) brings the other language's messages with the page, and the
 * server renders it in that language from the first byte.
 */
export function chooseLanguage(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  window.location.reload();
}
