import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when
 * DATABASE_URL is set, a schema of its own on that server (dropped again by close()).
 * Benchmarks give PGlite a data directory (as the app keeps one) and the pool its production size.
 */
export async function openFreshDatabase(options: { pgliteDataDir?: string; poolMax?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ pgliteDataDir: options.pgliteDataDir });
    await migrateLatest(db.knex);
    return db;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url, poolMax: 1 });
  await admin.knex.raw('create schema ??', [schema]);
  await admin.close();
  const db = await openDatabase({ url, schema, poolMax: options.poolMax ?? 5 });
  await migrateLatest(db.knex, schema);
  return {
    ...db,
    async close() {
      await db.knex.raw('drop schema if exists ?? cascade', [schema]);
      await db.close();
    },
  };
}
