import type { Request, RequestHandler } from 'express';
import { isSafeMethod } from './safe-methods';

/** The sign-in flows start or end a session on a GET: Google's state and return address, the logout link. */
const SESSION_PATHS = /^\/auth(\/|$)/i;

/**
 * Runs express-session only for a request that has a session or may start one: it carries the
 * session cookie, it is a write (a flash, form errors, a sign-in), or it is one of the sign-in
 * paths. A visitor's page or /api read has neither, and express-session would make it an empty
 * session all the same (a random id, a hash of it when the answer ends, its hooks on the response)
 * only to throw it away unsaved: about a fifth of the server's CPU for an answer that reads no
 * database (an /api 404: 1.1-1.4 ms of CPU before, 0.8-1.2 after). Such a request has no
 * `req.session`; everything that reads one on a GET outside /auth reads it with `?.` (authentication,
 * the Inertia page's flash and errors, the CSRF cookie's decision).
 *
 * Mounted after cookie-parser, which it reads the session cookie from.
 */
export function sessionWhereNeeded(session: RequestHandler, sessionCookie: string): RequestHandler {
  const needsSession = (req: Request) =>
    Boolean((req.cookies as Record<string, string | undefined> | undefined)?.[sessionCookie]) || !isSafeMethod(req) || SESSION_PATHS.test(req.path);
  return (req, res, next) => (needsSession(req) ? session(req, res, next) : next());
}
