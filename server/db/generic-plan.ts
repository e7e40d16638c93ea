import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Runs a statement with a plan made once per connection instead of once per run.
 *
 * Search (features/search): the ranking statement chooses how each tier is read itself (see
 * search.ranking.ts: the match is hidden from an index to force a walk, or the order hidden from one
 * to force an index read), so the database's plan does not depend on the words searched, and
 * planning it again for every search (a dozen CTEs: 0.7 ms, a third of the statement; 4 to 8 ms for
 * a new shape's first run) is wasted. Its SQL takes a few dozen shapes (how many tiers, read how; the
 * words, the walked matches and the page are parameters), so each shape is prepared once per
 * connection and executed with `plan_cache_mode = force_generic_plan` (by default PostgreSQL plans
 * the first five executions anew and then keeps doing so when those look cheaper than a generic plan).
 *
 * The public pages' hot reads (readWithKeptPlan): lookups by primary key or short lists by an index,
 * the same plan whatever the values, which PostgreSQL otherwise parses and plans on every page.
 *
 * The setting must hold for these statements only, not for the app's others on the connection
 * (PGlite has a single connection), so set, execute and reset travel in one simple query: one round
 * trip, run as one implicit transaction, so a failure also undoes the setting. Values are inlined
 * as quoted literals (EXECUTE takes expressions), which the statement's parameter types read. The
 * reads asked before the event loop's next check phase share that round trip (queryGeneric).
 */

export type Value = string | number | boolean | readonly string[] | readonly number[];

/** Prepared statements a connection may hold; the least recently used go beyond this. */
const MAX_PREPARED = 64;

/**
 * The names prepared on each connection, least recently used first. A connection without a list
 * may still hold statements: PGlite serves every connection from one session, so the connection the
 * pool opens after closing an idle one (30 s) finds the old one's statements still there. Its first
 * kept-plan statement (a search's or a page's read) therefore starts with `deallocate all`, in the
 * same round trip.
 */
const prepared = new WeakMap<object, Set<string>>();

/** The list was wrong after all: a name already taken, or a statement no longer there. */
const isStaleList = (error: unknown) => ['42P05', '26000'].includes(String((error as { code?: unknown } | null)?.code));

/** An array as PostgreSQL's text form: `{1,2}`, `{"a","b \"c\""}`. */
const arrayText = (items: readonly (string | number)[]) =>
  `{${items.map((item) => (typeof item === 'number' ? String(item) : `"${item.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

function literal(value: Value): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number for SQL: ${value}`);
    return String(value);
  }
  return pg.escapeLiteral(typeof value === 'string' ? value : arrayText(value));
}

/** `?` placeholders as $1, $2...: the SQL is ours, and holds no `?` but placeholders. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export interface PgConnection {
  query(sql: string): Promise<pg.QueryResult | pg.QueryResult[]>;
}
interface KnexClient {
  emit(event: 'query', query: KeptPlanQuery): void;
  listenerCount(event: 'query'): number;
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

/** A statement to run with its plan kept: its text with `?` placeholders, and the values for them. */
export interface KeptStatement {
  sql: string;
  bindings: readonly Value[];
}

/** The name a statement is prepared under on every connection: its text's hash. */
const preparedName = (sql: string) => `plan_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;

/** The most statements one round trip takes: each must still be prepared on the connection when it runs. */
const MAX_TOGETHER = MAX_PREPARED / 2;

/**
 * Runs `each` on `connection` in one round trip, each with its plan kept there, and gives their rows
 * in the same order. Prepares what the connection does not hold yet (evicting the least recently
 * used beyond MAX_PREPARED, never one of these: they are the most recent), then executes them all
 * between one `set` and its `reset`.
 */
async function runOn(connection: PgConnection, each: readonly KeptStatement[]): Promise<unknown[][]> {
  if (each.length > MAX_TOGETHER) throw new RangeError(`At most ${MAX_TOGETHER} statements in one round trip, not ${each.length}`);
  const statements: string[] = [];
  let names = prepared.get(connection);
  if (!names) {
    prepared.set(connection, (names = new Set()));
    statements.push('deallocate all');
  }
  const executes = each.map(({ sql, bindings }) => {
    const name = preparedName(sql);
    if (names.has(name)) names.delete(name);
    else {
      statements.push(`prepare ${name} as ${numbered(sql)}`);
      for (const old of names) {
        if (names.size < MAX_PREPARED) break;
        statements.push(`deallocate ${old}`);
        names.delete(old);
      }
    }
    names.add(name);
    return `execute ${name}${bindings.length > 0 ? `(${bindings.map(literal).join(', ')})` : ''}`;
  });
  statements.push('set plan_cache_mode = force_generic_plan', ...executes, 'reset plan_cache_mode');
  try {
    const results = await connection.query(statements.join('; '));
    const all = Array.isArray(results) ? results : [results];
    // The executes' results come just before the reset's.
    return all.slice(all.length - 1 - each.length, all.length - 1).map((result) => result.rows as unknown[]);
  } catch (error) {
    // Which statements the failure left prepared is unknown (PREPARE is not undone by the rollback):
    // the next statement on this connection starts it afresh.
    prepared.delete(connection);
    throw error;
  }
}

/**
 * What queryGeneric announces on knex's `query` event, as knex does for its own statements (what a
 * query log or `bench:pages`' floor, tests/bench/sql-floor.ts, listens to): the statement and its
 * values before they are inlined.
 */
export interface KeptPlanQuery {
  method: 'raw';
  /** The statement; for statements run together, their texts one after the other. */
  sql: string;
  bindings: readonly Value[];
  keptPlan: true;
  /** Statements run together in one round trip (more than one): each of them. */
  together?: readonly KeptStatement[];
}

const announced = (each: readonly KeptStatement[]): KeptPlanQuery =>
  each.length === 1
    ? { method: 'raw', sql: each[0]!.sql, bindings: each[0]!.bindings, keptPlan: true }
    : { method: 'raw', sql: each.map(({ sql }) => sql).join(';\n'), bindings: each.flatMap(({ bindings }) => bindings), keptPlan: true, together: each };

/**
 * Runs the statements on `connection` in one round trip, each with its plan kept there; once more
 * from a clean slate when the list of what the connection holds was wrong. Their rows, in order.
 */
export async function queryGenericTogetherOn(connection: PgConnection, each: readonly KeptStatement[]): Promise<unknown[][]> {
  try {
    return await runOn(connection, each);
  } catch (error) {
    // Statements deallocated behind our back (`discard all` from a connection pooler, another user
    // of PGlite's one session): once more, from a clean slate.
    if (!isStaleList(error)) throw error;
    return await runOn(connection, each);
  }
}

/** Runs the statements with their plans kept, on one pooled connection in one round trip; announced as one query. */
async function queryGenericTogether(client: KnexClient, each: readonly KeptStatement[]): Promise<unknown[][]> {
  // Built only when something listens (a query log, the bench's floor): a round trip's joined text is not free.
  if (client.listenerCount('query') > 0) client.emit('query', announced(each));
  const connection = await client.acquireConnection();
  try {
    return await queryGenericTogetherOn(connection, each);
  } finally {
    await client.releaseConnection(connection);
  }
}

interface Waiting {
  statement: KeptStatement;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

/** The kept-plan reads asked of each database (its knex client), waiting for the next send. */
const waiting = new WeakMap<KnexClient, Waiting[]>();

/** Sends the reads asked together, at most MAX_TOGETHER in a round trip, and gives each its own rows or error. */
async function sendTogether(client: KnexClient, asked: readonly Waiting[]): Promise<void> {
  const trips: Waiting[][] = [];
  for (let start = 0; start < asked.length; start += MAX_TOGETHER) trips.push(asked.slice(start, start + MAX_TOGETHER));
  await Promise.all(
    trips.map(async (trip) => {
      try {
        const rows = await queryGenericTogether(client, trip.map(({ statement }) => statement));
        trip.forEach((read, index) => read.resolve(rows[index]!));
      } catch (error) {
        // One statement failed and took its round trip's transaction with it; which one is not said.
        // Each is asked again alone, so each read gets its own rows or its own error, as it would
        // have sent alone. Not when the database is away: that is every read's answer, at once.
        if (trip.length === 1 || isDatabaseUnavailable(error)) return trip.forEach((read) => read.reject(error));
        await Promise.all(trip.map((read) => queryGenericTogether(client, [read.statement]).then((rows) => read.resolve(rows[0]!), read.reject)));
      }
    }),
  );
}

/**
 * Runs `sql` with its plan kept per connection. The reads asked before the event loop's next check
 * phase travel together: one pooled connection, one round trip, one implicit transaction for all of
 * them instead of one each, the database's cost of a read being mostly that, not the read (an artist
 * page's five reads run in 0.1-0.3 ms; alone they halved the pages a second its statements allow:
 * docs/benchmarks.md). That is a page's `Promise.all` of independent reads, the reads it asks a few
 * awaits later, and those of the other requests the same turn of the loop brought in. Each read still
 * gets its own rows or its own error.
 *
 * `alone`: a statement that takes milliseconds (a search's), sent at once in a round trip of its own.
 * In a shared one, the reads would wait for it, and statements of that weight from several requests
 * would run one after another in one database process instead of side by side in several.
 */
export function queryGeneric<Row>(knex: Knex, sql: string, bindings: readonly Value[], options: { alone?: boolean } = {}): Promise<Row[]> {
  const client = knex.client as KnexClient;
  if (options.alone) return queryGenericTogether(client, [{ sql, bindings }]).then((rows) => rows[0] as Row[]);
  return new Promise<unknown[]>((resolve, reject) => {
    let asked = waiting.get(client);
    if (!asked) {
      waiting.set(client, (asked = []));
      const these = asked;
      // setImmediate: once this turn's callbacks (every request the poll brought in) and their
      // microtasks have asked what they ask, right after the I/O, before any timer. A microtask sent
      // each request's reads apart: 10-60% fewer uncached answers a second (docs/benchmarks.md).
      setImmediate(() => {
        waiting.delete(client);
        void sendTogether(client, these);
      });
    }
    asked.push({ statement: { sql, bindings }, resolve, reject });
  }) as Promise<Row[]>;
}

const isValue = (value: unknown): value is Value =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && (value.every((item) => typeof item === 'string') || value.every((item) => typeof item === 'number' && Number.isFinite(item))));

/**
 * A knex read run with a plan kept per connection (queryGeneric), as knex compiles it. Its text must
 * be the same from one call to the next beyond the values (a list of ids as one array value:
 * `= any(?)`), each distinct text being one more statement a connection holds; it must hold no `?`
 * but knex's placeholders (a jsonb `?` operator would be read as one); and its values must be
 * strings, numbers, booleans or arrays of strings or numbers (a date or a null would be read wrong
 * from a literal: refused).
 * For reads whose best plan does not depend on the values; the rows as knex would give them.
 */
export async function readWithKeptPlan<Row>(knex: Knex, query: Knex.QueryBuilder): Promise<Row[]> {
  const { sql, bindings } = query.toSQL();
  const values = bindings.map((value) => {
    if (!isValue(value)) throw new TypeError(`A kept plan takes strings, numbers, booleans and arrays of strings or numbers, not ${JSON.stringify(value)}`);
    return value;
  });
  return queryGeneric<Row>(knex, sql, values);
}
