import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';

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
 * as quoted literals (EXECUTE takes expressions), which the statement's parameter types read.
 */

export type Value = string | number | readonly string[] | readonly number[];

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
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

async function runOn<Row>(connection: PgConnection, name: string, sql: string, bindings: readonly Value[]): Promise<Row[]> {
  const statements: string[] = [];
  let names = prepared.get(connection);
  if (!names) {
    prepared.set(connection, (names = new Set()));
    statements.push('deallocate all');
  }
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
  const args = bindings.length > 0 ? `(${bindings.map(literal).join(', ')})` : '';
  statements.push('set plan_cache_mode = force_generic_plan', `execute ${name}${args}`, 'reset plan_cache_mode');
  try {
    const results = await connection.query(statements.join('; '));
    const all = Array.isArray(results) ? results : [results];
    return all[all.length - 2]!.rows as Row[];
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
  sql: string;
  bindings: readonly Value[];
  keptPlan: true;
}

/** Runs `sql` on `connection` with its plan kept there; once more from a clean slate when the list of what it holds was wrong. */
export async function queryGenericOn<Row>(connection: PgConnection, sql: string, bindings: readonly Value[]): Promise<Row[]> {
  const name = `plan_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  try {
    return await runOn<Row>(connection, name, sql, bindings);
  } catch (error) {
    // Statements deallocated behind our back (`discard all` from a connection pooler, another user
    // of PGlite's one session): once more, from a clean slate.
    if (!isStaleList(error)) throw error;
    return await runOn<Row>(connection, name, sql, bindings);
  }
}

export async function queryGeneric<Row>(knex: Knex, sql: string, bindings: readonly Value[]): Promise<Row[]> {
  const client = knex.client as KnexClient;
  client.emit('query', { method: 'raw', sql, bindings, keptPlan: true } satisfies KeptPlanQuery);
  const connection = await client.acquireConnection();
  try {
    return await queryGenericOn<Row>(connection, sql, bindings);
  } finally {
    await client.releaseConnection(connection);
  }
}

const isValue = (value: unknown): value is Value =>
  typeof value === 'string' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && (value.every((item) => typeof item === 'string') || value.every((item) => typeof item === 'number' && Number.isFinite(item))));

/**
 * A knex read run with a plan kept per connection (queryGeneric), as knex compiles it. Its text must
 * be the same from one call to the next beyond the values (a list of ids as one array value:
 * `= any(?)`), each distinct text being one more statement a connection holds; it must hold no `?`
 * but knex's placeholders (a jsonb `?` operator would be read as one); and its values must be
 * strings, numbers or arrays of them (a date or a null would be read wrong from a literal: refused).
 * For reads whose best plan does not depend on the values; the rows as knex would give them.
 */
export async function readWithKeptPlan<Row>(knex: Knex, query: Knex.QueryBuilder): Promise<Row[]> {
  const { sql, bindings } = query.toSQL();
  const values = bindings.map((value) => {
    if (!isValue(value)) throw new TypeError(`A kept plan takes strings, numbers and arrays of them, not ${JSON.stringify(value)}`);
    return value;
  });
  return queryGeneric<Row>(knex, sql, values);
}
