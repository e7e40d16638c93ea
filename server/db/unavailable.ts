/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, out of connections), as opposed to a query or a bug of ours. Those are answered 503
 * (the spec's maintenance page) instead of 500, and need no restart: the pool drops the broken
 * connections and opens new ones once the database is back.
 */

/** Socket errors while connecting to or talking with the database (ENOENT: the embedded database's socket file is gone). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Only errors of a network call: a missing file elsewhere (ENOENT on open) is not the database. */
const SOCKET_SYSCALLS = new Set(['connect', 'read', 'write']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a fast shutdown
 * ended the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down,
 * in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_EXCEPTION_CLASS = '08';

/**
 * Messages of errors that carry no code: pg's when the server goes away mid-session ("Connection
 * terminated unexpectedly"), when it does not answer within the connect timeout ("timeout expired"),
 * when the client has already closed, and knex's when no pooled connection came free in time. Not
 * anchored at the start: knex puts the SQL in front of a failed query's message.
 */
const UNAVAILABLE_MESSAGES = [/\bConnection terminated\b/, /\btimeout expired$/, /\bClient was closed and is not queryable/, /\bClient has encountered a connection error and is not queryable/, /\bTimeout acquiring a connection\b/];

function isUnavailableItself(error: object): boolean {
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) && typeof syscall === 'string' && SOCKET_SYSCALLS.has(syscall)) return true;
    if (UNAVAILABLE_STATES.has(code) || (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS))) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Looks through the causes too: knex wraps its timeout (`cause`), and Node reports a connection
 * refused on every address of a host name as an AggregateError (`errors`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
