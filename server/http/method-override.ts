import type { RequestHandler } from 'express';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Forms that send files with PUT go as POST with `_method: 'put'` (protocol item 18), because
 * browsers only send multipart bodies with POST. Runs after body parsing (multipart included).
 */
export const methodOverride: RequestHandler = (req, _res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  const requested = typeof body?._method === 'string' ? body._method.toUpperCase() : undefined;
  if (req.method === 'POST' && requested && OVERRIDABLE.has(requested)) {
    req.method = requested;
    delete body!._method;
  }
  next();
};
