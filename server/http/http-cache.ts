import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { isInertiaRequest } from '../inertia';

/** Fresh for a minute; for five more a cache may answer with the old copy while it fetches a new one. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** Only the browser keeps it, and it asks the server (If-None-Match) before every reuse. */
export const PRIVATE_CACHE = 'private, no-cache';
export const NO_STORE = 'no-store';

const READS = new Set(['GET', 'HEAD']);

/**
 * Who may keep a response, and for how long: one rule for the whole app, applied when the headers go
 * out, because the status and the cookies being set are only known then. Express already gives every
 * `res.send`/`res.json` body a weak ETag and answers a matching If-None-Match with 304; this middleware
 * only writes Cache-Control (and Vary), so revalidation works under every rule except no-store.
 */
export function httpCache(options: { sessionCookie: string }): RequestHandler {
  const sessionCookie = new RegExp(`(?:^|;\\s*)${options.sessionCookie}=`);
  const isVisitor = (req: Request) => !req.get('Authorization') && !sessionCookie.test(req.get('Cookie') ?? '');

  const decide = (req: Request, res: Response): string | undefined => {
    // An error page must never outlive the error, even when the route had chosen a cache rule first.
    if (res.statusCode >= 400) return NO_STORE;
    // Routes with their own rule keep it: hashed assets and media (cached for good), /healthz (never).
    if (res.getHeader('Cache-Control') !== undefined) return undefined;
    // Writes, and redirects (back to a form, after sign-in), depend on the session of the moment.
    if (!READS.has(req.method) || (res.statusCode >= 300 && res.statusCode !== 304)) return NO_STORE;
    // A shared copy would hand this visitor's cookie, the XSRF token included, to everyone after them.
    if (res.getHeader('Set-Cookie') !== undefined) return PRIVATE_CACHE;
    if (!isVisitor(req)) return PRIVATE_CACHE;
    // One URL, many Inertia answers (partial reloads, asset versions): the browser revalidates each.
    if (isInertiaRequest(req)) return PRIVATE_CACHE;
    return PUBLIC_CACHE;
  };

  return (req, res, next) => {
    onHeaders(res, () => {
      const rule = decide(req, res);
      if (rule === undefined) return;
      res.setHeader('Cache-Control', rule);
      // The same URL answers differently once someone signs in (session cookie, or an app's token),
      // so a copy kept for a visitor must not be reused for them.
      // Save-Data: pages are rendered with smaller images when the browser asks to save data.
      // Accept-Language (and the `lang` cookie, under Cookie): a first visit is answered in the browser's language.
      if (rule === PUBLIC_CACHE) res.vary('Cookie').vary('Authorization').vary('Save-Data').vary('Accept-Language');
    });
    next();
  };
}
