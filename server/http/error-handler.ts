import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer from 'multer';
import { DatabaseUnavailable, ERROR_PAGE_TEXT, HttpError, NotFound, PayloadTooLarge, ValidationError, type FieldErrors } from './errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isInertiaRequest } from '../inertia';
import { signInUrl } from './redirects';

/** Texts for statuses the error page can show beyond the spec's four (§8). */
const EXTRA_PAGE_TEXT: Record<number, { title: string; description: string }> = {
  419: { title: 'Page Expired', description: 'Sorry, your session has expired. Please refresh and try again.' },
  429: { title: 'Too Many Requests', description: 'Sorry, you are making too many requests. Please slow down.' },
};

/** Express routes case-insensitively, so `/API/...` reaches the /api routers and must answer like them. */
const API_PATH = /^\/api(\/|$)/i;

export const wantsJson = (req: Request) =>
  API_PATH.test(req.path) || (!isInertiaRequest(req) && req.accepts(['html', 'json']) === 'json');

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new NotFound());

/** Turns anything thrown into an HttpError: ours, body-parser's and multer's, the database being down (503), or a 500. */
function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailable(error);
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLarge('The file is too large.');
    const field = error.field ?? 'file';
    return new ValidationError({ [field]: [error.message] });
  }
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // body-parser: malformed JSON, too large, unsupported charset...
    const message = status === 413 ? 'The request is too large.' : 'The request could not be read.';
    return new HttpError(status, message);
  }
  return new HttpError(500, 'Server Error');
}

const firstMessages = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));

/** Only our own paths, never another site, can be a "back" target. */
function backUrl(req: Request): string {
  const referer = req.get('Referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.host === req.get('host') ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

export function errorHandler(log: (error: unknown, req: Request) => void): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const httpError = toHttpError(error);
    if (httpError.status >= 500) log(error, req);
    res.set(httpError.headers);

    if (httpError instanceof ValidationError && !wantsJson(req) && req.method !== 'GET' && req.session) {
      // Protocol item 13: page forms get their errors through the session and a redirect back.
      const bag = req.get('X-Inertia-Error-Bag');
      const errors = firstMessages(httpError.errors);
      req.session.errors = bag ? { [bag]: errors } : errors;
      res.redirect(backUrl(req));
      return;
    }

    if (httpError.status === 401 && !wantsJson(req) && res.inertia) {
      // A page that needs an account sends visitors to sign in, and back afterwards (a GET only: a
      // form post cannot be replayed). Inertia must leave the app for it: the sign-in goes to Google.
      const location = signInUrl(req.method === 'GET' ? req.originalUrl : undefined);
      if (isInertiaRequest(req)) res.inertia.location(location);
      else res.redirect(location);
      return;
    }

    if (wantsJson(req) || !res.inertia) {
      const body: { message: string; errors?: FieldErrors } = { message: httpError.message };
      if (httpError instanceof ValidationError) body.errors = httpError.errors;
      res.status(httpError.status).json(body);
      return;
    }

    const status = httpError.status;
    const text = ERROR_PAGE_TEXT[status] ??
      EXTRA_PAGE_TEXT[status] ?? (status >= 500 ? ERROR_PAGE_TEXT[500]! : { title: 'Error', description: httpError.message });
    res.inertia.render('error', { status, title: text.title, description: text.description }, status).catch(next);
  };
}
