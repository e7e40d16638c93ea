import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError, NotFound } from '../errors';
import { MEDIA_CACHE_CONTROL } from '../../services/storage/media-storage';
import { parseByteRange, type ByteRange } from './byte-range';
import { contentTypeOf } from './media-types';
import { resolveMediaPath } from './media-path';

/**
 * Serves `<root>/<path>` for GET and HEAD with HTTP Range, so audio players can start anywhere and
 * seek without downloading the whole file: 206 for one satisfiable range, 416 (naming the size in
 * Content-Range) for one past the end, 200 for everything else. Conditional requests
 * get 304 (If-None-Match, If-Modified-Since), and If-Range drops the range when the file changed.
 */
export function mediaFiles(root: string): RequestHandler {
  const base = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = resolveMediaPath(base, req.path);
    const stats = file ? await stat(file).catch(() => null) : null;
    if (!file || !stats?.isFile()) return next(new NotFound());

    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const lastModified = stats.mtime.toUTCString();
    const range = rangeStillValid(req, etag, lastModified) ? parseByteRange(req.get('Range'), stats.size) : FULL;
    if (range.kind === 'unsatisfiable') {
      return next(new HttpError(416, 'Range Not Satisfiable', { 'Content-Range': `bytes */${stats.size}`, 'Accept-Ranges': 'bytes' }));
    }

    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    if (req.fresh) return void res.status(304).end();

    res.setHeader('Content-Type', contentTypeOf(file));
    const { start, end } = range.kind === 'partial' ? range : { start: 0, end: stats.size - 1 };
    if (range.kind === 'partial') {
      res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    }
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD' || end < start) return void res.end();
    send(res, createReadStream(file, { start, end }));
  };
}

const FULL: ByteRange = { kind: 'full' };

/**
 * If-Range: the client holds part of a version of the file and wants the rest only if it is still
 * that version; otherwise it must get the whole new file. Our ETag is strong (size and mtime), so a
 * weak validator never matches.
 */
function rangeStillValid(req: Request, etag: string, lastModified: string): boolean {
  const ifRange = req.get('If-Range')?.trim();
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}

/**
 * The file into the response. A failure is a listener going away mid-file (seeking, skipping,
 * closing the tab) or the file vanishing while it is read: the response is under way, so both ends
 * are just torn down. Plain pipe plus these two handlers rather than stream.pipeline: pipeline's
 * bookkeeping cost about as much CPU per 64 KB range as everything else here (npm run bench:stream).
 */
function send(res: Response, file: ReadStream) {
  file.on('error', () => res.destroy());
  res.once('close', () => file.destroy());
  file.pipe(res);
}
