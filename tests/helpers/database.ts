import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import {
  createDatabase, dropDatabase, onServer, testDatabaseName, urlOfDatabase, type DatabaseTemplates,
} from './database-templates';

export interface FreshDatabaseOptions {
  /**
   * What the database starts as: `migrated` (the default), `demo` (migrated and seeded with the demo
   * catalogue; its files are in the templates' `demoStorage`, which createTestContext copies), or
   * `empty` (not even migrated: the one place that tests migrating from zero).
   */
  from?: 'empty' | 'migrated' | 'demo';
  /** PGlite on a data directory (as the app keeps one; benchmarks), made and migrated from zero. */
  pgliteDataDir?: string;
  poolMax?: number;
}

/** The run's templates (tests/setup/databases.ts), or undefined outside Vitest (benchmarks) or for another kind of database. */
export function databaseTemplates(): DatabaseTemplates | undefined {
  if (!process.env.VITEST) return undefined;
  const templates = inject('databaseTemplates');
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  return templates?.kind === kind ? templates : undefined;
}

/**
 * A database of the test file's own: on PGlite in memory, on the PostgreSQL server at DATABASE_URL a
 * database created for it and dropped again by close(). Copied from the run's templates where there
 * are some (a second or two); otherwise made and migrated here.
 */
export async function openFreshDatabase(options: FreshDatabaseOptions = {}): Promise<Database> {
  const from = options.from ?? 'migrated';
  const url = process.env.DATABASE_URL;
  // A copy of a template where the run has one (a PGlite on a data directory is always made here).
  const copyOf = from === 'empty' || (!url && options.pgliteDataDir) ? undefined : databaseTemplates()?.[from];
  if (from === 'demo' && !copyOf) throw new Error('A demo database is copied from the run\'s templates: seed one yourself outside Vitest.');
  if (!url) {
    const db = await openDatabase({ pgliteDataDir: options.pgliteDataDir, pgliteLoadFrom: copyOf });
    if (!copyOf && from !== 'empty') await migrateLatest(db.knex);
    return db;
  }

  const name = testDatabaseName('file');
  await onServer(url, (client) => createDatabase(client, name, copyOf));
  const db = await openDatabase({ url: urlOfDatabase(url, name), poolMax: options.poolMax ?? 5 });
  try {
    if (!copyOf && from !== 'empty') await migrateLatest(db.knex);
  } catch (error) {
    await db.close();
    await onServer(url, (client) => dropDatabase(client, name));
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(url, (client) => dropDatabase(client, name));
    },
  };
}
