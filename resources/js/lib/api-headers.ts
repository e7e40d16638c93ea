import { storedToken } from './auth-token';
import { readXsrfCookie } from './http';
import { browserLocale } from '../i18n/i18n-context';

/**
 * Headers of a JSON call to our `/api` (spec §7): X-Requested-With, the bearer token when one is
 * stored, the XSRF token our CSRF check wants back from a browser session, and the page's language as
 * Accept-Language, so the answer's messages come in it (server/i18n/say-message.ts).
 */
export function apiHeaders(): Record<string, string> {
  return { ...callHeaders(), 'Content-Type': 'application/json' };
}

/**
 * The same without a body type: an upload's multipart type carries a boundary the browser picks,
 * so it must be left to the browser.
 */
export function callHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': browserLocale(),
  };
  const xsrf = readXsrfCookie(document.cookie);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
