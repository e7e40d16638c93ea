import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The id a request is logged and answered under (X-Request-Id): the one a proxy in front gave it, when
 * it looks like an id, so one request can be followed through both logs; otherwise a new one.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}
