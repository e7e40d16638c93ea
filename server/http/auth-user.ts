/** Who is signed in, as every layer sees them on `req.user` (the accounts feature makes it from a user row). */
export interface AuthUser {
  id: number;
  name: string;
  avatar: string | null;
  created_at: string;
  isAdmin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** passport types `req.user` as Express.User; this makes it our AuthUser. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
    interface Request {
      /** Set by the authentication middleware (server/http/authenticate.ts) when someone is signed in. */
      user?: User | undefined;
    }
  }
}
