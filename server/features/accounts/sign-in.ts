import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { ownPath } from '../../http/redirects';
import { startSession } from './session';
import { revokeTokens } from './tokens';

/**
 * The end of every sign-in (Google or development): a token this browser held for an earlier sign-in
 * is revoked, the session starts afresh for the user, and the browser goes to `redirect` when it is
 * one of our own paths, else home.
 */
export async function completeSignIn(knex: Knex, req: Request, res: Response, userId: number, redirect: unknown): Promise<void> {
  const earlierToken = req.session.tokenId;
  if (earlierToken !== undefined) await revokeTokens(knex, [earlierToken]);
  await startSession(req, userId);
  res.redirect(ownPath(redirect) ?? '/');
}
