/**
 * The floor under an uncached answer, for `npm run bench:pages`: a `node:http` server that, for each
 * request, runs the SQL statements the app ran for that same answer (those it runs with a kept plan
 * run so here too), through bare `pg` connections as many as the app's (runnerLike), then sends the
 * app's bytes from memory. No Express, no knex, no presenters, no rendering, no compression: only
 * the database's part of the answer.
 *
 * It runs every statement of an answer at once, however the app ordered them, which is the most the
 * pool allows; so what it reaches is an upper bound for any server answering with those statements
 * on this machine, and the gap between it and the app is the app's own cost.
 */
import { createServer, type Server } from 'node:http';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { queryGenericTogetherOn, type KeptStatement, type Value } from '../../server/db/generic-plan';
import { sendRecorded, type RecordedAnswer } from './recorded-answer';

export interface Statement {
  sql: string;
  bindings: readonly unknown[];
  /** Run by the app with a plan kept per connection (server/db/generic-plan.ts), and so here. */
  keptPlan?: boolean;
  /** Kept-plan reads the app ran together in one round trip (queryGeneric: a page's reads asked before the loop's next check phase), and so here. */
  together?: readonly KeptStatement[];
}

/** How many statements `statements` hold, those run together counted one by one. */
export const statementCount = (statements: readonly Statement[]) => statements.reduce((count, { together }) => count + (together?.length ?? 1), 0);

/**
 * The statements `db` runs while `answer` is being asked for (knex's `query` event gives each in
 * its final form, `$n` placeholders and their values; queryGeneric announces a kept-plan read with
 * the `?` placeholders it takes). Anything else the app queries in that moment would be counted too,
 * so the bench prints how many were caught per answer.
 */
export async function statementsOf<T>(knex: Knex, answer: () => Promise<T>): Promise<{ statements: Statement[]; result: T }> {
  const statements: Statement[] = [];
  const record = (query: { sql: string; bindings?: unknown[]; keptPlan?: boolean; together?: readonly KeptStatement[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [], keptPlan: query.keptPlan, together: query.together });
  knex.on('query', record);
  try {
    return { statements, result: await answer() };
  } finally {
    knex.off('query', record);
  }
}

export interface FloorAnswer extends RecordedAnswer {
  statements: Statement[];
}

export interface Runner {
  query(statement: Statement): Promise<unknown>;
  close(): Promise<void>;
}

/** A statement as the app runs it: with its plan kept on the connection, or as knex sends it. */
const run = (connection: pg.ClientBase, { sql, bindings, keptPlan, together }: Statement) =>
  keptPlan ? queryGenericTogetherOn(connection, together ?? [{ sql, bindings: bindings as Value[] }]) : connection.query(sql, [...bindings]);

/**
 * What runs the statements, as the app's knex reaches the database: on a server, a pool of the same
 * size, schema and settings; on embedded PGlite, which serves one connection, knex's own connection
 * (the app is stopped by then), whose client queues the statements as the app's one connection does.
 */
export async function runnerLike(db: Database): Promise<Runner> {
  const config = db.knex.client.config as { connection: pg.PoolConfig; pool: { max: number }; searchPath: string[] };
  if (db.kind === 'pglite') {
    const client = (await db.knex.client.acquireConnection()) as pg.Client;
    return { query: (statement) => run(client, statement), close: async () => void (await db.knex.client.releaseConnection(client)) };
  }
  const pool = new pg.Pool({ ...config.connection, max: config.pool.max, options: `-c search_path=${config.searchPath.join(',')}` });
  return {
    async query(statement) {
      const connection = await pool.connect();
      try {
        return await run(connection, statement);
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The floor server; `find` picks the answer for a request (by URL and whether it is an Inertia visit). */
export async function sqlFloor(db: Database, find: (url: string, inertia: boolean) => FloorAnswer | undefined): Promise<{ server: Server; close(): Promise<void> }> {
  const runner = await runnerLike(db);
  const server = createServer((req, res) => {
    const answer = find(req.url ?? '/', req.headers['x-inertia'] === 'true');
    if (!answer) return void res.writeHead(404).end();
    Promise.all(answer.statements.map((statement) => runner.query(statement))).then(
      () => sendRecorded(res, answer),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  return { server, close: () => runner.close() };
}
