import type { RequestHandler } from 'express';

/** The session's contents without its cookie, whose expiry moves on its own. */
const contents = (session: object): string => JSON.stringify({ ...session, cookie: undefined });

/**
 * express-session saves a changed session when the response ends, but it sends the headers first
 * and holds back only the last byte of the body until the store answers. A browser follows a
 * redirect as soon as it has the headers, so the next request could reach the store before the
 * sign-in, logout, flash message or validation errors were written, and find the old session.
 * Every redirect therefore waits for a changed (or regenerated) session to be saved. Sessions
 * that did not change are not written: a visitor's empty one must not become a row.
 */
export function saveSessionBeforeRedirect(): RequestHandler {
  return (req, res, next) => {
    if (!req.session) return next();
    const startId = req.sessionID;
    const startContents = contents(req.session);
    const redirect = res.redirect.bind(res) as (...args: unknown[]) => void;
    res.redirect = ((...args: unknown[]) => {
      const session = req.session;
      const changed = session && (req.sessionID !== startId || contents(session) !== startContents);
      if (!changed) return redirect(...args);
      session.save((error: unknown) => (error ? next(error) : redirect(...args)));
    }) as typeof res.redirect;
    next();
  };
}
