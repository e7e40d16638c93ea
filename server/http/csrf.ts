import type { Request, RequestHandler, Response } from 'express';
import 'express-session';
import onHeaders from 'on-headers';
import { csrfTokens } from './csrf-token';
import { CsrfMismatch } from './errors';
import { isSafeMethod } from './safe-methods';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Answers 204 with the XSRF-TOKEN cookie, for a client that wants the token before its first write. */
export const TOKEN_PATH = '/csrf-token';

/**
 * CSRF protection as the Inertia client expects it (protocol item 17): a readable XSRF-TOKEN cookie
 * that the client echoes in X-XSRF-TOKEN. The token is signed with the app key (a signed double-submit
 * cookie), so no session row is needed for visitors who only browse. A browser that holds a session
 * gets a token bound to it (server/http/csrf-token.ts): with a session, only a token issued for that
 * session passes, so another person's token planted beside an admin's session cookie is refused.
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
  const tokens = csrfTokens(options.appKey);
  /**
   * The session a token must be bound to: the request's session when it holds something (a sign-in, a
   * flash), else none. An empty one is a visitor's (or one whose row has expired): express-session
   * makes it up with a fresh id on every request and never stores it, so there is nothing to bind to.
   * Read from the session, not from Set-Cookie: on-headers runs the listeners of later middleware
   * first, so the listener below runs before express-session has written its cookie.
   */
  const sessionOf = (req: Request) =>
    req.session && Object.keys(req.session).some((key) => key !== 'cookie') ? req.sessionID : undefined;

  const allows = (req: Request, sent: unknown) => {
    if (isSafeMethod(req) || req.get('Authorization')) return true;
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    const cookieToken = cookies[XSRF_COOKIE];
    const rodeOnCookies = Boolean(cookies[options.sessionCookie] || cookieToken);
    return !rodeOnCookies || (tokens.validFor(sent, sessionOf(req)) && sent === cookieToken);
  };
  const headerToken = (req: Request) => req.get('X-XSRF-TOKEN') ?? req.get('X-CSRF-TOKEN');

  const issue = (res: Response, sessionId: string | undefined) =>
    res.cookie(XSRF_COOKIE, tokens.issue(sessionId), { httpOnly: false, sameSite: 'lax', secure: options.secure, path: '/' });

  const protection: RequestHandler = (req, res, next) => {
    const cookies = (req.cookies ?? {}) as Record<string, string | undefined>;
    // Decided when the headers go out: only then is it known whether this answer starts a session,
    // gives it a new id (a sign-in) or ends it (a sign-out), and so which token the browser needs.
    onHeaders(res, () => {
      const sessionId = sessionOf(req);
      if (tokens.validFor(cookies[XSRF_COOKIE], sessionId)) return;
      if (sessionId !== undefined || cookies[options.sessionCookie] || !isSafeMethod(req) || req.path === TOKEN_PATH) issue(res, sessionId);
    });
    const sent = headerToken(req) ?? (req.body as { _token?: unknown } | undefined)?._token;
    if (allows(req, sent)) return next();
    next(new CsrfMismatch());
  };

  return { protection, tokenRoute: (_req, res) => void res.setHeader('Cache-Control', 'no-store').status(204).end(), allowsBeforeBody: (req) => allows(req, headerToken(req)) };
}
