import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { minutesByMonth, minutesStreamed } from './plays.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The figures move slowly and summing a month of reports is the costliest read we have: compute once a minute. */
const FRESH_FOR_MS = 60_000;

/**
 * `GET /api/stats`: the listening figure the marketing copy quotes (spec §1, "minutes streamed
 * monthly"), as minutes heard in the last 30 days, plus the calendar months of the last year.
 */
export function showStats({ db }: AppContext): RequestHandler {
  let cached: { at: number; body: unknown } | null = null;
  return async (_req, res) => {
    const now = Date.now();
    if (!cached || now - cached.at >= FRESH_FOR_MS) {
      const monthStart = new Date(now);
      monthStart.setUTCDate(1);
      monthStart.setUTCMonth(monthStart.getUTCMonth() - 11);
      monthStart.setUTCHours(0, 0, 0, 0);
      const [lastThirtyDays, months] = await Promise.all([
        minutesStreamed(db.knex, new Date(now - 30 * DAY_MS)),
        minutesByMonth(db.knex, monthStart),
      ]);
      cached = { at: now, body: { data: { minutes_streamed_monthly: lastThirtyDays, minutes_by_month: months } } };
    }
    res.set('Cache-Control', 'public, max-age=60').json(cached.body);
  };
}
