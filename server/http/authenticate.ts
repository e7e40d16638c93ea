import type { RequestHandler } from 'express';
import type { AuthUser } from './auth-user';

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

/** Where the signed-in person is read from: the accounts feature gives it (app.ts), so this layer knows no users table. */
export interface SignedInUsers {
  /** The user of a live personal access token (not revoked, not expired), with the token's id. */
  byToken(token: string): Promise<{ user: AuthUser; tokenId: number } | undefined>;
  /** The user a session names, while the account exists. */
  byId(id: number): Promise<AuthUser | undefined>;
}

/**
 * Sets `req.user` from a bearer token (the apps, and the browser's own calls) or else from the session.
 *
 * A request with an Authorization header is judged by that header alone: such requests skip the CSRF
 * check (a forged cross-site request cannot carry one), so the session cookie must not count for them.
 * A bad or revoked token leaves the request anonymous; routes that need a user answer 401.
 * The user is read on every request, so a removed account or a changed role takes effect at once.
 */
export function authenticate(users: SignedInUsers): RequestHandler {
  return async function authenticate(req, _res, next) {
    const header = req.get('Authorization');
    if (header !== undefined) {
      const token = BEARER.exec(header)?.[1];
      const found = token ? await users.byToken(token) : undefined;
      if (found) {
        req.user = found.user;
        req.accessTokenId = found.tokenId;
      }
      return next();
    }
    const userId = req.session?.userId;
    if (userId !== undefined) {
      const user = await users.byId(userId);
      if (user) req.user = user;
      else delete req.session.userId;
    }
    next();
  };
}
