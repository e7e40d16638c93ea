import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { loadConfig, type Env } from '../../server/config';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { seedDemoCatalogue } from '../../database/seeds/demo';
import { openFreshDatabase } from '../helpers/database';

export const listen = (server: Server, port = 0) =>
  new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

/** The asset version the client sends with Inertia visits, read as the browser reads it: from the first page. */
export async function inertiaVersion(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const json = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('The home page holds no page object.');
  return (JSON.parse(json) as { version: string }).version;
}

export interface DemoApp {
  url: string;
  db: Database;
  /** The temporary storage folder: media under media/, the embedded database under db/. */
  storageDir: string;
  stop(): Promise<void>;
}

/**
 * The app as the benchmarks run it: production settings over the demo catalogue, in a database of
 * its own (embedded PGlite with its files in a temporary folder, as `npm start` keeps them in
 * storage/db, or a schema of its own on DATABASE_URL, dropped again by stop()), listening on
 * 127.0.0.1 at $PORT, any free port when unset. `env` adds to or overrides the app's variables.
 */
export async function startDemoApp(env: Env = {}): Promise<DemoApp> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_KEY: 'bench-key',
    LOG_LEVEL: 'warn',
    STORAGE_DIR: storageDir,
    PORT: process.env.PORT ?? '0',
    ...env,
  });
  const db = await openFreshDatabase({ pgliteDataDir: path.join(storageDir, 'db'), poolMax: config.database.poolMax });
  await seedDemoCatalogue(db.knex, { storageDir });
  const app = createApp({ config, db, logger: createLogger(config.logLevel) });
  const server = createServer(app);
  const url = await listen(server, config.port);
  return {
    url,
    db,
    storageDir,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      app.shutdown();
      await db.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
