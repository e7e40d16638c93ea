import { Router } from 'express';
import type { AppContext } from '../../app-context';

/** Liveness and database reachability, for load balancers and uptime checks. */
export function healthRoutes({ db }: AppContext): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const started = performance.now();
    try {
      await db.knex.raw('select 1');
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
