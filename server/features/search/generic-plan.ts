import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';

/**
 * Runs a search statement with a plan made once per connection instead of once per search.
 *
 * The ranking statement chooses how each tier is read itself (see search.ranking.ts: the match is
 * hidden from an index to force a walk, or the order hidden from one to force an index read), so
 * the database's plan does not depend on the words searched, and planning it again for every
 * search (a dozen CTEs: 0.7 ms, a third of the statement; 4 to 8 ms for a new shape's first run)
 * is wasted. Its SQL takes a few dozen shapes (how many tiers, read how; the words, the walked
 * matches and the page are parameters), so each shape is prepared once per connection and executed
 * with `plan_cache_mode = force_generic_plan` (by default PostgreSQL plans the first five
 * executions anew and then keeps doing so when those look cheaper than a generic plan).
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
 * search therefore starts with `deallocate all`, in the same round trip.
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

interface PgConnection {
  query(sql: string): Promise<pg.QueryResult | pg.QueryResult[]>;
}
interface KnexClient {
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

export async function queryGeneric<Row>(knex: Knex, sql: string, bindings: readonly Value[]): Promise<Row[]> {
  const name = `search_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  const client = knex.client as KnexClient;
  const connection = await client.acquireConnection();
  try {
    return await runOn<Row>(connection, name, sql, bindings);
  } catch (error) {
    // Statements deallocated behind our back (`discard all` from a connection pooler, another user
    // of PGlite's one session): once more, from a clean slate.
    if (!isStaleList(error)) throw error;
    return await runOn<Row>(connection, name, sql, bindings);
  } finally {
    await client.releaseConnection(connection);
  }
}
