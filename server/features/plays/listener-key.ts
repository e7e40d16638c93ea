import { createHmac } from 'node:crypto';
import type { Request } from 'express';

/**
 * Who is listening, as a keyed hash that can be compared but not reversed or recomputed without the
 * app key: the signed-in user, else a stored session, else the address and browser of the day. The
 * raw id, address or user agent is never stored.
 *
 * A session counts only when express-session found it in the store (its id is the one in the
 * signed cookie); a made-up or expired cookie gets a fresh id on every request, which would
 * otherwise let a script count each report as a new listener.
 */
export function listenerKey(req: Request, appKey: string, sessionCookie: string, now: Date): string {
  const cookie = (req.cookies as Record<string, string | undefined> | undefined)?.[sessionCookie];
  const storedSession = req.sessionID && cookie?.startsWith(`s:${req.sessionID}.`);
  const who = req.user
    ? `user:${req.user.id}`
    : storedSession
      ? `session:${req.sessionID}`
      : `visitor:${req.ip ?? ''}|${req.get('User-Agent') ?? ''}|${now.toISOString().slice(0, 10)}`;
  return createHmac('sha256', appKey).update(who).digest('hex');
}
