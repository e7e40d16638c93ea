import { storedToken } from './auth-token';
import { readXsrfCookie } from './http';

/**
 * Headers of a JSON call to our `/api` (spec §7): X-Requested-With, the bearer token when one is
 * stored, and the XSRF token our CSRF check wants back from a browser session.
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
  };
  const xsrf = readXsrfCookie(document.cookie);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
