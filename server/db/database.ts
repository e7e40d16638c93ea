import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres';

// Return bigint counts and numeric sums as JS numbers: every count we show fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; undefined keeps the embedded database in memory. */
  pgliteDataDir?: string;
  poolMax?: number;
  /** Schema to work in (tests give each file its own schema on a shared server). */
  schema?: string;
}

export interface Database {
  knex: Knex;
  kind: 'postgres' | 'pglite';
  schema: string;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let connectionString = options.url;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres(options.pgliteDataDir);
    connectionString = embedded.connectionString;
  }
  const schema = options.schema ?? 'public';
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString, application_name: 'hees' },
    searchPath: schema === 'public' ? ['public'] : [schema, 'public'],
    // PGlite serves one client at a time; a server gets a real pool.
    pool: { min: 0, max: embedded ? 1 : (options.poolMax ?? 10) },
    acquireConnectionTimeout: 30_000,
  });
  return {
    knex,
    kind: embedded ? 'pglite' : 'postgres',
    schema,
    async close() {
      await knex.destroy();
      await embedded?.stop();
    },
  };
}
