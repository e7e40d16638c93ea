/** Where Login sends people: Google, or the development sign-in when Google is not configured. */
export const SIGN_IN_PATH = '/auth/google';

const ORIGIN = 'http://hees.invalid';

/**
 * A redirect target we accept from a request (`?redirect=`): a path of our own site, never another
 * site. The browser's URL parser decides, so `//evil.example`, `/\evil.example`, `https:evil.example`
 * and tab- or newline-split tricks all fail; the normalised path is what gets used. Paths under /auth/
 * are refused too, so signing in never lands on a sign-in or sign-out route.
 */
export function ownPath(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, ORIGIN);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== ORIGIN || path.startsWith('//') || /^\/auth(\/|$)/i.test(url.pathname)) return undefined;
  return path;
}

/** The sign-in route, asked to come back to `returnTo` afterwards when that is one of our paths. */
export function signInUrl(returnTo?: string): string {
  const path = ownPath(returnTo);
  return path ? `${SIGN_IN_PATH}?redirect=${encodeURIComponent(path)}` : SIGN_IN_PATH;
}
