import type { RequestHandler } from 'express';
import { Unauthenticated } from './errors';

/** Only for someone signed in: visitors get 401 (JSON on /api, sent to sign in on pages). */
export const requireUser: RequestHandler = function requireUser(req, _res, next) {
  next(req.user ? undefined : new Unauthenticated());
};
