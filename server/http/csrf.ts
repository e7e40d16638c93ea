import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { CsrfMismatch } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection as the Inertia client expects it (protocol item 17): a readable XSRF-TOKEN cookie
 * that the client echoes in X-XSRF-TOKEN. The token is signed with the app key (a signed double-submit
 * cookie), so no session row is needed for visitors who only browse.
 *
 * A write must carry a valid token when the browser sent our cookies (that is what a forged cross-site
 * request would ride on). Requests with an Authorization header are exempt: a cross-site form cannot
 * add that header, and the apps authenticate with bearer tokens alone.
 */
export function csrfProtection(options: { appKey: string; sessionCookie: string; secure: boolean }): RequestHandler {
  const sign = (nonce: string) => createHmac('sha256', options.appKey).update(nonce).digest('base64url');
  const isValid = (token: unknown): token is string => {
    if (typeof token !== 'string') return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const cookieToken = cookies[XSRF_COOKIE];
    if (!isValid(cookieToken)) {
      const nonce = randomBytes(24).toString('base64url');
      res.cookie(XSRF_COOKIE, `${nonce}.${sign(nonce)}`, {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
      });
    }

    if (SAFE_METHODS.has(req.method) || req.get('Authorization')) return next();
    const rodeOnCookies = Boolean(cookies[options.sessionCookie] || cookieToken);
    if (!rodeOnCookies) return next();

    const sent = req.get('X-XSRF-TOKEN') ?? req.get('X-CSRF-TOKEN') ?? (req.body as { _token?: unknown })?._token;
    if (isValid(sent) && sent === cookieToken) return next();
    next(new CsrfMismatch());
  };
}
