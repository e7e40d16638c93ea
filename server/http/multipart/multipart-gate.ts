import { mkdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { BadRequest, CsrfMismatch, Forbidden, PayloadTooLarge, Unauthenticated, UnsupportedMediaType } from '../errors';
import type { UploadRoute, UploadRouteMatcher } from './upload-routes';
import { tooLargeMessage } from '@common/uploader-contract';

export interface MultipartGateOptions {
  /** The routes that take files (the matcher app.ts also gives the body deadline); every other multipart body is refused unread (415). */
  uploads: UploadRouteMatcher;
  /** Where files wait for their handler, under names of our own. */
  tmpDir: string;
  /** The CSRF verdict from headers alone: the body is not read before it. */
  csrfAllows(req: Request): boolean;
}

/** What text fields a form may bring beside its files: ample for a song with its lyrics. */
const FIELD_LIMITS = { fields: 500, fieldSize: 1024 * 1024, parts: 600 };
const FIELD_BYTES = FIELD_LIMITS.fields * 1024;

/**
 * Reads a multipart body only for a route declared to take files, after the request passed
 * authentication, the route's access rule and the CSRF check, within that route's limits (which
 * fields, how many files, how large). Everything else is answered before a byte of the body is read.
 *
 * Files land in `tmpDir` under random names (never the client's). A handler that keeps a file moves
 * it away; whatever is left is removed when the response ends, and multer removes the files of an
 * aborted or refused upload itself, the one being written included.
 */
export function multipartGate(options: MultipartGateOptions): RequestHandler {
  mkdirSync(options.tmpDir, { recursive: true });
  const parsers = new Map<UploadRoute, RequestHandler>();
  const parserFor = (route: UploadRoute) => {
    let parser = parsers.get(route);
    if (!parser) {
      parser = multer({
        storage: multer.diskStorage({ destination: options.tmpDir, filename: (_req, _file, done) => done(null, randomUUID()) }),
        // One file more than the fields take in all: the field over its count is then named in the error.
        limits: { ...FIELD_LIMITS, fileSize: route.maxFileBytes, files: fileCount(route) + 1 },
      }).fields(Object.entries(route.files).map(([name, maxCount]) => ({ name, maxCount })));
      parsers.set(route, parser);
    }
    return parser;
  };

  return function multipartGate(req, res, next) {
    if (!req.is('multipart/form-data')) return next();
    const refuse = (error: Error) => {
      // The body stays unread: tell the client not to keep sending it on this connection.
      res.set('Connection', 'close');
      next(error);
    };
    const route = options.uploads.find(req.method, req.path);
    if (!route) return refuse(new UnsupportedMediaType('This address does not take file uploads.'));
    if (route.access !== 'anyone' && !req.user) return refuse(new Unauthenticated());
    if (route.access === 'admin' && !req.user?.isAdmin) return refuse(new Forbidden());
    if (!options.csrfAllows(req)) return refuse(new CsrfMismatch());
    const declared = Number(req.get('Content-Length'));
    const ceiling = route.maxFileBytes * fileCount(route) + FIELD_BYTES;
    if (declared > ceiling) return refuse(new PayloadTooLarge(tooLargeMessage(route.maxFileBytes)));

    res.on('close', () => removeLeftovers(req));
    parserFor(route)(req, res, (error?: unknown) => next(error === undefined ? undefined : asUploadError(error, route)));
  };
}

/**
 * Multer's own errors name the limit that was hit; busboy's (no boundary, a truncated or malformed
 * body) are plain errors without a system code: the client sent something unreadable. A system error
 * (a full disk) stays what it is.
 */
function asUploadError(error: unknown, route: UploadRoute): unknown {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLarge(tooLargeMessage(route.maxFileBytes));
  if (error instanceof multer.MulterError || (error as { code?: unknown })?.code !== undefined) return error;
  return new BadRequest(`The upload could not be read${error instanceof Error ? `: ${error.message}` : ''}.`);
}

const fileCount = (route: UploadRoute) => Object.values(route.files).reduce((a, b) => a + b, 0);

/** The files a handler did not move away. */
function removeLeftovers(req: Request) {
  for (const file of uploadedFiles(req)) {
    if (file.path) rmSync(file.path, { force: true });
  }
}

/** The uploaded files of a request, whatever their fields. */
export function uploadedFiles(req: Request): Express.Multer.File[] {
  const files = req.files;
  if (!files) return [];
  return Array.isArray(files) ? files : Object.values(files).flat();
}

/** The one file of a field, if it came. */
export const uploadedFile = (req: Request, field: string): Express.Multer.File | undefined =>
  uploadedFiles(req).find((file) => file.fieldname === field);
