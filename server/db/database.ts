import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres';
import type { Logger } from '../logger';
import type { Config } from '../config';

// Return bigint counts and numeric sums as JS numbers: every count we show fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; undefined keeps the embedded database in memory. */
  pgliteDataDir?: string;
  /** A copy written by `embedded.dumpTo` for PGlite to start from instead of an empty database (tests). */
  pgliteLoadFrom?: string;
  poolMax?: number;
  /** Schema to work in (DATABASE_SCHEMA; tests give each file its own schema on a shared server). */
  schema?: string;
  /** Makes `schema` when it does not exist yet (the server and the command-line tools, from the settings). */
  createSchema?: boolean;
  /**
   * Where knex's warnings go (a connection that failed or broke, each with its stack): by default
   * the console; the server passes its logger, so an outage is logged as one JSON line per event.
   */
  logger?: Logger;
}

export interface Database {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  /** The server's address when there is one (tests open a second connection to the same database). */
  url?: string;
  schema: string;
  /** The embedded database when there is no server (tests stop and start it for an outage). */
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

/**
 * How long a request waits for the database before it is answered 503 (see server/db/unavailable.ts).
 * pg's own default is to wait for ever for a server that does not answer (a dead host, a dropped
 * packet), and knex's to wait 60 s for a pooled connection: a page held that long is worse than a
 * maintenance page, and every waiting request holds a socket. A few seconds is far beyond what a
 * healthy database takes (a connection opens in a few ms; searches and pages take ms), and short
 * enough that visitors get an answer.
 */
export const CONNECT_TIMEOUT_MS = 3_000;
export const ACQUIRE_TIMEOUT_MS = 5_000;

const knexLog = (logger: Logger) => ({
  warn: (message: unknown) => logger.warn({ component: 'knex' }, String(message)),
  error: (message: unknown) => logger.error({ component: 'knex' }, String(message)),
  deprecate: (method: string, alternative: string) => logger.warn({ component: 'knex' }, `${method} is deprecated: use ${alternative}`),
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.pgliteDataDir, { loadFrom: options.pgliteLoadFrom });
  const schema = options.schema ?? 'public';
  const knex = knexFactory({
    client: 'pg',
    connection: {
      ...(embedded ? embedded.connection : { connectionString: options.url }),
      application_name: 'hees',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    },
    searchPath: schema === 'public' ? ['public'] : [schema, 'public'],
    // PGlite serves one client at a time; a server gets a real pool.
    pool: { min: 0, max: embedded ? 1 : (options.poolMax ?? 10) },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    ...(options.logger && { log: knexLog(options.logger) }),
  });
  // A schema named by the settings (DATABASE_SCHEMA) is made on first use, as the database is: the
  // migrations then fill it. Tests name schemas they made themselves; for them this is a no-op.
  if (!embedded && options.createSchema && schema !== 'public') await knex.raw('create schema if not exists ??', [schema]);
  return {
    knex,
    kind: embedded ? 'pglite' : 'postgres',
    url: options.url,
    schema,
    embedded,
    async close() {
      await knex.destroy();
      await embedded?.close();
    },
  };
}

/** The database the settings name (DATABASE_URL, PGLITE_DATA_DIR, DATABASE_POOL_MAX, DATABASE_SCHEMA), schema made if need be. */
export const configuredDatabase = (database: Config['database'], options: Pick<DatabaseOptions, 'poolMax' | 'logger'> = {}) =>
  openDatabase({ url: database.url, pgliteDataDir: database.pgliteDataDir, poolMax: database.poolMax, schema: database.schema, createSchema: true, ...options });
