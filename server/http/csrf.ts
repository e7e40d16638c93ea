import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import 'express-session';
import onHeaders from 'on-headers';
import { CsrfMismatch } from './errors';
import { isSafeMethod } from './safe-methods';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Answers 204 with the XSRF-TOKEN cookie, for a client that wants the token before its first write. */
export const TOKEN_PATH = '/csrf-token';

/**
 * CSRF protection as the Inertia client expects it (protocol item 17): a readable XSRF-TOKEN cookie
 * that the client echoes in X-XSRF-TOKEN. The token is signed with the app key (a signed double-submit
 * cookie), so no session row is needed for visitors who only browse.
 *
 * A write must carry a valid token when the browser sent our cookies (that is what a forged cross-site
 * request would ride on). Requests with an Authorization header are exempt: a cross-site form cannot
 * add that header, and the apps authenticate with bearer tokens alone.
 *
 * The cookie is handed out only where a write can follow with something to protect: to a browser that
 * holds a session, with the answer that starts one (a sign-in, a visitor's first form post), with any
 * write, and at `/csrf-token`. A visitor who only browses gets none, so pages and /api answers to
 * visitors set no cookie and shared caches (a CDN) may keep them. A visitor's write without cookies
 * needs no token: it rides on nothing, so a forged one could do nothing the forger cannot do directly.
 */
export interface CsrfOptions {
  appKey: string;
  sessionCookie: string;
  secure: boolean;
}

export interface Csrf {
  /** Issues the XSRF-TOKEN cookie and refuses (419) a cookie-riding write without the matching token. */
  protection: RequestHandler;
  /** `GET /csrf-token`: 204; `protection` has set the cookie on its way (see TOKEN_PATH). */
  tokenRoute: RequestHandler;
  /**
   * The same verdict from the headers alone, for a body that must not be read before the check (a
   * multipart upload): such a write must carry the token in X-XSRF-TOKEN, as the Inertia client does.
   */
  allowsBeforeBody(req: Request): boolean;
}

export function createCsrf(options: CsrfOptions): Csrf {
  const sign = (nonce: string) => createHmac('sha256', options.appKey).update(nonce).digest('base64url');
  const isValid = (token: unknown): token is string => {
    if (typeof token !== 'string') return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const allows = (req: Request, sent: unknown) => {
    if (isSafeMethod(req) || req.get('Authorization')) return true;
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const cookieToken = cookies[XSRF_COOKIE];
    const rodeOnCookies = Boolean(cookies[options.sessionCookie] || cookieToken);
    return !rodeOnCookies || (isValid(sent) && sent === cookieToken);
  };
  const headerToken = (req: Request) => req.get('X-XSRF-TOKEN') ?? req.get('X-CSRF-TOKEN');

  const issue = (res: Response) => {
    const nonce = randomBytes(24).toString('base64url');
    res.cookie(XSRF_COOKIE, `${nonce}.${sign(nonce)}`, { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/' });
  };
  /**
   * Whether express-session will set its cookie on this answer: the session holds something (a flash,
   * the sign-in). Read from the session, not from Set-Cookie: on-headers runs the listeners of later
   * middleware first, so this one runs before express-session has written its cookie.
   */
  const startsSession = (req: Request) => Boolean(req.session) && Object.keys(req.session).some((key) => key !== 'cookie');

  const protection: RequestHandler = (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    if (!isValid(cookies[XSRF_COOKIE])) {
      if (cookies[options.sessionCookie] || !isSafeMethod(req) || req.path === TOKEN_PATH) issue(res);
      // Decided when the headers go out: only then is it known whether this answer starts a session.
      else onHeaders(res, () => startsSession(req) && issue(res));
    }
    const sent = headerToken(req) ?? (req.body as { _token?: unknown } | undefined)?._token;
    if (allows(req, sent)) return next();
    next(new CsrfMismatch());
  };

  return { protection, tokenRoute: (_req, res) => void res.setHeader('Cache-Control', 'no-store').status(204).end(), allowsBeforeBody: (req) => allows(req, headerToken(req)) };
}
