import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { databaseTemplates, openFreshDatabase } from './database';

/** A migrated database that a worker started as a process of its own can open too. */
export interface WorkerProcessDatabase {
  /** What the worker process is given as JOB_DB (tests/fixtures' worker reads it). */
  jobDb: string;
  /** A connection of the test's own; close it before a PGlite worker process opens the directory. */
  open(): Promise<Database>;
  /** Drops the database or removes its data directory. */
  close(): Promise<void>;
}

/**
 * On a PostgreSQL server the file's own database; on PGlite a data directory loaded with the run's
 * migrated copy, since an embedded database lives in one process at a time.
 */
export async function openWorkerProcessDatabase(): Promise<WorkerProcessDatabase> {
  if (process.env.DATABASE_URL) {
    const db = await openFreshDatabase();
    return {
      jobDb: `postgres:${db.url}|${db.schema}`,
      open: () => openDatabase({ url: db.url, schema: db.schema, poolMax: 2 }),
      close: () => db.close(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hees-jobs-'));
  const migrated = databaseTemplates()?.migrated;
  const db = await openDatabase({ pgliteDataDir: dataDir, pgliteLoadFrom: migrated });
  if (!migrated) await migrateLatest(db.knex);
  await db.close();
  return {
    jobDb: `pglite:${dataDir}`,
    open: () => openDatabase({ pgliteDataDir: dataDir }),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
