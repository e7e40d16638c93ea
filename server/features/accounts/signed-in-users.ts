import type { AppContext } from '../../app-context';
import type { SignedInUsers } from '../../http/authenticate';
import { verifyToken } from './tokens';
import { findUser } from './users.queries';
import { presentAuthUser } from './user.presenter';

/** The accounts behind a bearer token or a session, as `req.user` holds them: what the authentication middleware is given. */
export function signedInUsers({ db, mediaUrl }: AppContext): SignedInUsers {
  return {
    async byToken(token) {
      const found = await verifyToken(db.knex, token);
      return found && { user: presentAuthUser(found.user, mediaUrl), tokenId: found.tokenId };
    },
    async byId(id) {
      const row = await findUser(db.knex, id);
      return row && presentAuthUser(row, mediaUrl);
    },
  };
}
