import { Router } from 'express';
import type { AppContext } from '../../app-context';

/**
 * How long the database gets to answer `select 1`. A load balancer probes every few seconds and
 * gives up after a few: a check stuck behind a pool wait or a server that does not answer must come
 * back as "unreachable" within that, not after the pool's own timeouts (server/db/database.ts).
 */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

function withinTimeout<T>(query: PromiseLike<T>, ms: number): Promise<T> {
  // Once: a knex query runs again each time its `then` is called.
  const work = Promise.resolve(query);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The query may still fail after the timeout has answered: that failure is expected, not unhandled.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz`: liveness and database reachability, for uptime checks and a supervisor. `/readyz`:
 * whether a load balancer should send this instance new requests: 503 from the moment it was told to
 * stop (it is draining, server/http/drain.ts) while /healthz stays 200. It does not ask the database:
 * every instance shares the one database, so failing readiness on all of them at once during an outage
 * would only swap the app's own 503 pages for the balancer's.
 */
export function healthRoutes({ db, readiness }: AppContext): Router {
  const router = Router();
  router.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (readiness.draining) res.status(503).json({ status: 'draining' });
    else res.json({ status: 'ok' });
  });
  router.get('/healthz', async (_req, res) => {
    const started = performance.now();
    try {
      await withinTimeout(db.knex.raw('select 1'), HEALTH_CHECK_TIMEOUT_MS);
      res.set('Cache-Control', 'no-store').json({
        status: 'ok',
        database: { status: 'ok', kind: db.kind, latency_ms: Math.round((performance.now() - started) * 10) / 10 },
      });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'error', database: { status: 'unreachable', kind: db.kind } });
    }
  });
  return router;
}
