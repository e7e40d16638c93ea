import type { RequestHandler } from 'express';
import { Forbidden, Unauthenticated } from './errors';

/**
 * The guard of backstage (spec §6: admins only), mounted in app.ts on /backstage and /api/backstage
 * before any router, so no backstage route can be added without it. Visitors get 401 (JSON on /api,
 * sent to sign in on pages); signed-in people who are not admins get 403.
 */
export const requireAdmin: RequestHandler = function requireAdmin(req, _res, next) {
  if (!req.user) return next(new Unauthenticated());
  next(req.user.isAdmin ? undefined : new Forbidden());
};
