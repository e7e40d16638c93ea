import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { issueToken } from './tokens';

/**
 * Spec §7: the page after sign-in carries `tokens.token`, which the client keeps under `_token`.
 * The token is issued when that page is rendered (a lazy prop), not at sign-in, so its plain text
 * never rests in the session store; it is shown on that one page and the response is not cached.
 */
export function shareIssuedToken(knex: Knex): RequestHandler {
  return function shareIssuedToken(req, res, next) {
    const userId = req.session?.userId;
    if (req.session?.tokenPending && userId !== undefined && req.user?.id === userId) {
      res.inertia.share({
        tokens: async () => {
          const { id, token } = await issueToken(knex, userId);
          delete req.session.tokenPending;
          req.session.tokenId = id;
          res.set('Cache-Control', 'no-store');
          return { token };
        },
      });
    }
    next();
  };
}
