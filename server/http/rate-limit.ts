import type { Knex } from 'knex';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { KnexRateLimitStore } from './rate-limit-store';
import { TooManyRequests } from './errors';
import { isSafeMethod } from './safe-methods';

const clientAddress = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
const userOrAddress = (req: Request) => (req.user ? `user:${req.user.id}` : clientAddress(req));

/**
 * The player's own posts: the item to play (spec §7 `POST /api/_song`) and the report of what was
 * heard. Someone skipping through a queue sends several a minute, so they have a limit of their own
 * rather than eating into the one for likes and forms.
 */
const LISTENING_PATHS = new Set(['/api/_song', '/api/analytics/plays']);
const isListening = (req: Request) => !isSafeMethod(req) && LISTENING_PATHS.has(req.path);

/**
 * Signing out (spec §7 `POST /logout-user`) is never limited: it only ends the caller's own session and
 * revokes its tokens, and refusing it would leave someone signed in (on a shared computer, say) against
 * their will just because they had been busy. Not counted either, so it cannot use up the writes left.
 */
const SIGN_OUT_PATHS = new Set(['/logout-user']);
const isSigningOut = (req: Request) => req.method === 'POST' && SIGN_OUT_PATHS.has(req.path);

function limiter(knex: Knex, name: string, perMinute: number, options: Pick<Parameters<typeof rateLimit>[0] & object, 'keyGenerator' | 'skip'>) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    // The IETF draft-8 `RateLimit` and `RateLimit-Policy` headers (and Retry-After once limited).
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    store: new KnexRateLimitStore(knex, `${name}:`),
    // Through the error handler, so a page gets the error page and /api gets `{message}` JSON.
    handler: (_req, _res, next) => next(new TooManyRequests()),
    ...options,
  });
}

/** Sign-in attempts per address: each one talks to the identity provider and writes a session. */
export function signInRateLimit(knex: Knex, perMinute: number): RequestHandler {
  return limiter(knex, 'sign-in', perMinute, { keyGenerator: clientAddress });
}

/**
 * Writes (every method but GET, HEAD and OPTIONS, but the player's and but signing out) per signed-in
 * user, or per address for visitors. Mounted before body parsing, so a refused request is not read first.
 */
export function writeRateLimit(knex: Knex, perMinute: number): RequestHandler {
  return limiter(knex, 'writes', perMinute, {
    skip: (req) => isSafeMethod(req) || isListening(req) || isSigningOut(req),
    keyGenerator: userOrAddress,
  });
}

/** The player's posts per signed-in user, or per address for visitors. */
export function listeningRateLimit(knex: Knex, perMinute: number): RequestHandler {
  return limiter(knex, 'listening', perMinute, { skip: (req) => !isListening(req), keyGenerator: userOrAddress });
}
