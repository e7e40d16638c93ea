import type { Request, RequestHandler } from 'express';
import { wantsJson } from './error-handler';

export interface BodyDeadlineOptions {
  /** How long any request body may take to arrive. */
  bodyMs: number;
  /** How long an upload to a route that takes files may take. */
  uploadMs: number;
  isUpload(req: Request): boolean;
}

const hasBody = (req: Request) =>
  req.get('Transfer-Encoding') !== undefined || Number(req.get('Content-Length') ?? 0) > 0;

/**
 * A client that starts a body and never finishes it would hold its connection, and whatever reads
 * it, for as long as Node lets it (minutes). Each body gets a deadline instead: a form or JSON body
 * seconds, an upload minutes. Past it the answer is 408 and the connection is closed.
 */
export function bodyDeadline(options: BodyDeadlineOptions): RequestHandler {
  return function bodyDeadline(req, res, next) {
    if (!hasBody(req)) return next();
    const ms = options.isUpload(req) ? options.uploadMs : options.bodyMs;
    const timer = setTimeout(() => {
      if (req.complete) return;
      req.log?.warn({ ms }, 'request body did not arrive in time');
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      const message = 'The request took too long to arrive.';
      res.status(408).set({ Connection: 'close', 'Cache-Control': 'no-store' });
      if (wantsJson(req)) res.json({ message });
      else res.type('text/plain').send(message);
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    res.once('close', clear);
    next();
  };
}
