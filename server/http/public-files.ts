import { readdirSync } from 'node:fs';
import express, { type RequestHandler } from 'express';

/**
 * The public folder (favicon, app images), without a look at the disk for every other request.
 *
 * express.static asks the file system about each path it is given, so mounted for every request it
 * costs each API call and page a `stat` (a trip through libuv's thread pool) to learn that
 * /api/searchy is no file. The folder's top-level entries are read once at start instead, and only
 * paths under one of them reach express.static. The folder ships with the code, so an entry added
 * there arrives with a restart; files inside an entry (new images) are found as before.
 */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const entries = new Set(readdirSync(dir));
  const serve = express.static(dir, options);
  return (req, res, next) => {
    const first = req.path.split('/')[1] ?? '';
    return entries.has(safeDecode(first)) ? serve(req, res, next) : next();
  };
}

/** A malformed escape names no entry: such a path goes on to the routes, which answer 404. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
