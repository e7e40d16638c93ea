import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The XSRF token, signed with the app key: `nonce.signature`, and for a browser that holds a session
 * a third part, `.binding`, that signs the nonce together with the session id.
 *
 * Why the binding: a double-submit token proves only that the writer could set the cookie and the
 * header to the same value. Someone able to plant a cookie on our domain (a sibling subdomain, a
 * network attacker on plain http) could put their own valid token next to an admin's session cookie.
 * Bound to the session, a token taken from another session (or a visitor's) is refused.
 *
 * Why the plain signature stays: a visitor without a session still gets a token (nothing to bind to),
 * and a token bound to a session that has since ended or expired stays a good visitor's token, so a
 * browser whose session ran out is not answered 419 for it (it carries no authority any more).
 */
export interface CsrfTokens {
  /** A new token; bound to `sessionId` when one is given. */
  issue(sessionId?: string): string;
  /** Whether `token` is ours and, when `sessionId` is given, bound to that session. */
  validFor(token: unknown, sessionId?: string): token is string;
}

export function csrfTokens(appKey: string): CsrfTokens {
  const mac = (text: string) => createHmac('sha256', appKey).update(text).digest('base64url');
  // The nonce is base64url (no ':'), so the two inputs can never be the same text.
  const binding = (nonce: string, sessionId: string) => mac(`session:${sessionId}:${nonce}`);
  const same = (expected: string, given: string | undefined) => {
    if (given === undefined) return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  return {
    issue(sessionId) {
      const nonce = randomBytes(24).toString('base64url');
      const token = `${nonce}.${mac(nonce)}`;
      return sessionId === undefined ? token : `${token}.${binding(nonce, sessionId)}`;
    },
    validFor(token, sessionId): token is string {
      if (typeof token !== 'string') return false;
      const parts = token.split('.');
      const [nonce, signature, bound] = parts;
      if (parts.length > 3 || !nonce || !same(mac(nonce), signature)) return false;
      return sessionId === undefined || same(binding(nonce, sessionId), bound);
    },
  };
}
