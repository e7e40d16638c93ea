import http from 'node:http';
import type { RequestListener } from 'node:http';
import type { Config } from '../config';

/**
 * The HTTP server with its time limits set on purpose rather than left at Node's defaults (a minute for
 * headers, five for a whole request): headers must arrive within `headersMs`; the whole request within
 * the upload limit plus a minute, a backstop behind the per-body deadlines of `bodyDeadline`. Node checks
 * these limits on a timer, so the timer runs often enough for the header limit to mean what it says.
 */
export function createHttpServer(app: RequestListener, timeouts: Config['timeouts']): http.Server {
  return http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.uploadMs + 60_000,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
      keepAliveTimeout: 5_000,
    },
    app,
  );
}
