import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** Who is signed in with this browser session. */
    userId?: number;
    /** The personal access token handed to this browser, revoked when it signs out. */
    tokenId?: number;
    /** Signed in, and the token for `_token` is still to be issued on the next page rendered. */
    tokenPending?: boolean;
    /** Where to go after a Google sign-in started on this browser (one of our own paths). */
    returnTo?: string;
  }
}

const regenerate = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));

/**
 * Signs a user in on this browser. The session gets a new id (a session id planted before sign-in
 * is worth nothing after it), and a token is promised for the next page.
 */
export async function startSession(req: Request, userId: number): Promise<void> {
  await regenerate(req);
  req.session.userId = userId;
  req.session.tokenPending = true;
}

/** Ends the browser session: its row is deleted and the browser continues with a new, empty one. */
export async function endSession(req: Request): Promise<void> {
  await regenerate(req);
}
