import type http from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Whether this instance still wants new traffic. `/readyz` answers from it (503 once draining), while
 * `/healthz` stays a liveness check: a draining instance is alive and finishing its work, and a
 * supervisor that restarted it for failing /healthz would cut the very requests the drain protects.
 */
export class Readiness {
  #draining = false;
  get draining(): boolean {
    return this.#draining;
  }
  startDraining(): void {
    this.#draining = true;
  }
}

/**
 * While draining, every answer closes its connection (`Connection: close`): a balancer's kept-alive
 * connection would otherwise go on carrying requests here, and one it sent just as the socket closed
 * would be lost in flight (a POST it may not send again).
 */
export function closeConnectionsWhileDraining(readiness: Readiness): RequestHandler {
  return (_req, res, next) => {
    if (readiness.draining) res.setHeader('Connection', 'close');
    next();
  };
}

export interface DrainOptions {
  /** How long the instance goes on serving (readiness 503) before it stops accepting connections. */
  delayMs: number;
  /** How long requests in flight then get to finish (an upload included) before they are cut. */
  timeoutMs: number;
  /** Told when each step begins, for the log. */
  onStep?: (step: 'draining' | 'closed' | 'finished' | 'cut', detail?: Record<string, unknown>) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The graceful stop of one instance behind a balancer: readiness fails first, then after `delayMs`
 * (for the balancer to notice) the listening socket closes, so new connections are refused and a
 * balancer sends them to another instance, idle kept-alive connections are closed (Node closes them
 * with the server), and the requests in flight finish. Resolves `true` when they all finished,
 * `false` when `timeoutMs` ran out and the remaining connections were cut.
 */
export async function drainHttpServer(server: http.Server, readiness: Readiness, options: DrainOptions): Promise<boolean> {
  readiness.startDraining();
  options.onStep?.('draining', { delayMs: options.delayMs });
  if (options.delayMs > 0) await sleep(options.delayMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A kept-alive connection that went quiet during the delay is closed now, not at its own timeout.
  server.closeIdleConnections();
  options.onStep?.('closed', { timeoutMs: options.timeoutMs });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const finished = await Promise.race([closed.then(() => true as const), timedOut]);
  clearTimeout(timer);
  if (!finished) {
    options.onStep?.('cut');
    server.closeAllConnections();
  } else options.onStep?.('finished');
  return finished;
}
