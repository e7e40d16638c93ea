import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { BadRequest, Conflict, DatabaseUnavailable, HttpError, NotFound, PayloadTooLarge, ValidationError, type FieldErrors } from './errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isInertiaRequest } from '../inertia';
import { signInUrl } from './redirects';
import { translatorOf } from '../i18n/i18n.props';
import type { MessageId } from '../i18n/catalogues';
import { requestLocale } from '../i18n/request-locale';
import { sayFieldErrors, sayToPage } from '../i18n/say-message';

/** Statuses the error page has its own texts for (the catalogue's error.{status}.*): spec §8's four and two more. */
const PAGE_STATUSES = new Set([403, 404, 419, 429, 500, 503]);

/** Express routes case-insensitively, so `/API/...` reaches the /api routers and must answer like them. */
const API_PATH = /^\/api(\/|$)/i;

export const wantsJson = (req: Request) =>
  API_PATH.test(req.path) || (!isInertiaRequest(req) && req.accepts(['html', 'json']) === 'json');

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new NotFound());

/** What each of multer's limits means to the person uploading. */
function multerError(error: multer.MulterError): HttpError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLarge('The file is too large.');
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new ValidationError({ [error.field ?? 'file']: ['This field does not take a file, or not this many.'] });
    default:
      // Too many parts or fields, a field name or value too long.
      return new PayloadTooLarge('The form has too many or too large fields.');
  }
}

/**
 * Data exceptions (SQLSTATE class 22) that only a value from outside can cause: text PostgreSQL
 * cannot store, a number past its column. The input boundary refuses these first; this is the net
 * beneath it, so a route that forgot a check answers 400 rather than 500.
 */
const INPUT_DATA_ERRORS = new Set(['22001', '22003', '22021', '22P02', '22P05']);

/** Turns anything thrown into an HttpError: ours, body-parser's, multer's, the database's (503 when it is down), or a 500. */
function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailable(error);
  if (error instanceof multer.MulterError) return multerError(error);
  if (INPUT_DATA_ERRORS.has((error as { code?: unknown })?.code as string)) {
    return new BadRequest('The request holds a value that cannot be stored.');
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

/**
 * When answering an error fails in turn (a page that cannot render, a session that cannot be
 * written), a plain answer with the same status, so the handler itself never throws.
 */
function answerPlainly(res: Response, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Content-Type', 'text/plain; charset=utf-8').send(message);
}

export function errorHandler(log: (error: unknown, req: Request) => void): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const httpError = toHttpError(error);
    if (httpError.status >= 500) log(error, req);
    try {
      answer(httpError, req, res, (failure) => {
        log(failure, req);
        answerPlainly(res, httpError.status, httpError.message);
      });
    } catch (failure) {
      log(failure, req);
      answerPlainly(res, httpError.status, httpError.message);
    }
  };
}

function answer(httpError: HttpError, req: Request, res: Response, onRenderFailure: (error: unknown) => void) {
  res.set(httpError.headers);

  const formErrors = httpError instanceof ValidationError || httpError instanceof Conflict ? httpError.errors : undefined;
  if (formErrors && !wantsJson(req) && req.method !== 'GET' && req.session) {
    // Protocol item 13: page forms get their errors through the session and a redirect back.
    const bag = req.get('X-Inertia-Error-Bag');
    // In the staff's language: the server writes English (common/i18n/server-message.ts says it).
    const errors = sayFieldErrors(firstMessages(formErrors), requestLocale(req));
    if (httpError instanceof Conflict && httpError.said) errors.version = translatorOf(req).t(httpError.said.id as MessageId, httpError.said.values);
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
    if (formErrors) body.errors = formErrors;
    res.status(httpError.status).json(body);
    return;
  }

  // The page in the request's language; a status without texts of its own shows 500's (5xx) or the
  // error's message under a plain "Error" (a 4xx the server names, said in the page's language). An
  // explained error's message says why in place of the general text.
  const status = httpError.status;
  const { t } = translatorOf(req);
  const known = PAGE_STATUSES.has(status) ? status : status >= 500 ? 500 : undefined;
  const title = known ? t(`error.${known}.title` as MessageId) : t('error.other.title');
  const description = known && !httpError.explained ? t(`error.${known}.description` as MessageId) : sayToPage(req, httpError.message);
  res.inertia.render('error', { status, title, description }, status).catch(onRenderFailure);
}
