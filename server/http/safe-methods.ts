import type { Request } from 'express';

/**
 * The methods that only read (RFC 9110's safe methods that this app answers). What is not one of
 * them is a write: CSRF checks it, the write rate limit counts it, and it may start a session.
 */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (req: Request): boolean => SAFE_METHODS.has(req.method);
