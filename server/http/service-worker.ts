import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * GET /sw.js: the service worker, from the public folder but never kept by caches for long (a
 * browser must see a new one at the next visit), and allowed to control the whole site.
 */
export function serviceWorkerScript(publicDir: string): RequestHandler {
  const file = path.join(publicDir, 'sw.js');
  return (_req, res, next) => {
    res.sendFile(file, { headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/', 'Content-Type': 'text/javascript; charset=utf-8' } }, (error) => error && next(error));
  };
}
