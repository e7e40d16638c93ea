import type { RequestHandler } from 'express';

/** `GET /api/user` (spec §7): the signed-in user as `{id, name, avatar, created_at, isAdmin}`. */
export const showUser: RequestHandler = (req, res) => {
  res.set('Cache-Control', 'no-store').json(req.user);
};
