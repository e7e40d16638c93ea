import type { SessionData } from 'express-session';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import { isDatabaseUnavailable } from '../db/unavailable';
import { DatabaseUnavailable } from './errors';

type Callback = (error?: unknown) => void;

/** A database outage as the error the error handler answers 503; any other error as it is. */
const outageAs503 = (error: unknown) => (isDatabaseUnavailable(error) ? new DatabaseUnavailable(error) : error);

/**
 * How long after a write of a session its expiry is not written again. express-session touches the
 * session on every request it does not save: an UPDATE and a commit per signed-in request, whose
 * fsync the request waits for (on this project's 2-core machine now and then 70-470 ms: in
 * bench:backstage a few of 75 URLs had one such request in ten with commits synchronous, none with
 * them asynchronous). Sessions last 30 days: an expiry up to ten minutes short goes unnoticed.
 */
export const TOUCH_EVERY_MS = 10 * 60 * 1000;
/** Sessions remembered as touched at most: past it, those touched longest ago are forgotten (and touched again). */
const MAX_REMEMBERED = 100_000;

/**
 * connect-session-knex's store (sessions in the `sessions` table), made safe for a database that
 * goes away. As published it
 * - reports a failure to express-session's callback and also rejects the promise it returns, which
 *   express-session never reads: an unhandled rejection, which ends the process;
 * - never calls back when `touch` fails, so the response (which waits for it) never ends;
 * - checks for its table once, when the app starts, and fails every later call if the database could
 *   not be reached at that moment;
 * - passes pg's errors on as they are, and express-session takes an error with code ENOENT for "no
 *   such session", which is what pg says when the embedded database's socket is gone: signed-in
 *   people would silently become visitors instead of getting the maintenance page.
 * Here every failure goes to the callback, as a 503 when the database is unavailable, and nothing
 * else.
 */
export class SessionStore extends ConnectSessionKnexStore {
  /** Session id -> when this process last wrote its expiry (a Map keeps the order they were set in). */
  private readonly touched = new Map<string, number>();

  constructor(options: ConstructorParameters<typeof ConnectSessionKnexStore>[0]) {
    super(options);
    // A table check that failed only because the database was down says nothing about the table:
    // go on as if it passed (were it really missing, each use would say so).
    this.ready = this.ready.catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
    });
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void) {
    return super.get(sid, (error, session) => callback(error ? outageAs503(error) : null, session)).catch(() => null);
  }

  override set(sid: string, session: SessionData, callback?: Callback) {
    return super.set(sid, session, (error) => {
      if (!error) this.remember(sid);
      callback?.(error ? outageAs503(error) : undefined);
    }).catch(() => undefined);
  }

  override touch(sid: string, session: SessionData, callback?: Callback) {
    const last = this.touched.get(sid);
    if (last !== undefined && Date.now() - last < TOUCH_EVERY_MS) return Promise.resolve(callback?.());
    return super.touch(sid, session).then(
      () => {
        this.remember(sid);
        callback?.();
      },
      (error: unknown) => callback?.(outageAs503(error)),
    );
  }

  private remember(sid: string) {
    this.touched.delete(sid);
    this.touched.set(sid, Date.now());
    if (this.touched.size > MAX_REMEMBERED) this.touched.delete(this.touched.keys().next().value!);
  }

  override destroy(sid: string, callback?: Callback) {
    this.touched.delete(sid);
    return super.destroy(sid, (error) => callback?.(error ? outageAs503(error) : undefined)).catch(() => 0);
  }
}
