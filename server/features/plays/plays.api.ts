import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { validate } from '../../http/validate';
import { listenerKey } from './listener-key';
import { ingestPlays, pruneListens } from './plays.ingest';
import { playBatchSchema } from './plays.schema';

/** Pruning is a range delete on an index; once a minute keeps the listens table at about a window's worth. */
const PRUNE_EVERY_MS = 60_000;

/**
 * `POST /api/analytics/plays` {events: [...]}: the player's batched playback reports. 202 with how
 * many were stored and how many plays counted; 422 with nothing stored for a bad batch.
 */
export function recordPlays({ config, db }: AppContext, sessionCookie: string): RequestHandler {
  let lastPruned = 0;
  return async (req, res) => {
    const { events } = validate(playBatchSchema, req.body ?? {});
    const now = new Date();
    const listener = { key: listenerKey(req, config.appKey, sessionCookie, now), userId: req.user?.id ?? null };
    const result = await ingestPlays(db.knex, events, listener, now);
    res.status(202).json({ data: result });
    if (now.getTime() - lastPruned >= PRUNE_EVERY_MS) {
      lastPruned = now.getTime();
      // After the answer: a failed clean-up costs nothing but a log line and the next try.
      await pruneListens(db.knex, now).catch((error: unknown) => req.log.warn({ err: error }, 'pruning play listens failed'));
    }
  };
}
