import type { RequestHandler } from 'express';
import type { AppContext } from '../app-context';
import { verifyToken } from '../features/accounts/tokens';
import { findUser } from '../features/accounts/users.queries';
import { presentAuthUser } from '../features/accounts/user.presenter';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The personal access token this request was authenticated with, if it came with one. */
      accessTokenId?: number;
    }
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Sets `req.user` from a bearer token (the apps, and the browser's own calls) or else from the session.
 *
 * A request with an Authorization header is judged by that header alone: such requests skip the CSRF
 * check (a forged cross-site request cannot carry one), so the session cookie must not count for them.
 * A bad or revoked token leaves the request anonymous; routes that need a user answer 401.
 * The user is read on every request, so a removed account or a changed role takes effect at once.
 */
export function authenticate({ db, mediaUrl }: AppContext): RequestHandler {
  return async function authenticate(req, _res, next) {
    const header = req.get('Authorization');
    if (header !== undefined) {
      const token = BEARER.exec(header)?.[1];
      const found = token ? await verifyToken(db.knex, token) : undefined;
      if (found) {
        req.user = presentAuthUser(found.user, mediaUrl);
        req.accessTokenId = found.tokenId;
      }
      return next();
    }
    const userId = req.session?.userId;
    if (userId !== undefined) {
      const row = await findUser(db.knex, userId);
      if (row) req.user = presentAuthUser(row, mediaUrl);
      else delete req.session.userId;
    }
    next();
  };
}
