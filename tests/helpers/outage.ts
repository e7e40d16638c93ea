import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { migrateLatest } from '../../server/db/migrations';
import { openFreshDatabase } from './database';
import { startTcpProxy } from './tcp-proxy';

export interface Outage {
  /** Makes the database unreachable: connections drop, new ones are refused. */
  begin(): Promise<void>;
  /** Brings it back, with the data it had. */
  end(): Promise<void>;
}

/**
 * A fresh, migrated database (as openFreshDatabase) that the test can take down and bring back.
 * Embedded: PGlite on a data folder of its own, its worker stopped and started again on the same data.
 * With DATABASE_URL: the test's schema on that server, reached through a TCP proxy that the outage
 * cuts (the server itself is shared with other test files and stays up).
 */
export async function openDatabaseWithOutages(): Promise<{ db: Database; outage: Outage }> {
  const url = process.env.DATABASE_URL;
  // knex warns of every connection the outage breaks, with its stack: expected here.
  const logger = createLogger('silent');
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hees-outage-'));
    const db = await openDatabase({ pgliteDataDir: dataDir, logger });
    await migrateLatest(db.knex);
    const embedded = db.embedded!;
    return {
      db: {
        ...db,
        async close() {
          await db.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      },
      outage: { begin: () => embedded.stop(), end: () => embedded.start() },
    };
  }

  const fresh = await openFreshDatabase();
  const server = new URL(fresh.url!);
  const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const proxied = new URL(fresh.url!);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const db = await openDatabase({ url: proxied.href, poolMax: 5, logger });
  return {
    db: {
      ...db,
      async close() {
        await db.close();
        await proxy.close();
        await fresh.close();
      },
    },
    outage: { begin: () => proxy.cut(), end: () => proxy.restore() },
  };
}
