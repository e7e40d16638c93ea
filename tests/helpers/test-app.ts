import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Router } from 'express';
import { loadConfig, type Config, type Env } from '../../server/config';
import { createApp, type App, type AppDependencies } from '../../server/app';
import { createLogger, type Logger } from '../../server/logger';
import type { Database } from '../../server/db/database';
import type { AppContext } from '../../server/app-context';
import { databaseTemplates, openFreshDatabase } from './database';
import { seedDemoCatalogue } from '../../database/seeds/demo';

export interface TestContext {
  app: App;
  db: Database;
  knex: Database['knex'];
  config: Config;
  storageDir: string;
  close(): Promise<void>;
}

export interface TestContextOptions {
  env?: Partial<Env>;
  /** Load the demo catalogue into the fresh database. */
  demo?: boolean;
  clientAssets?: AppDependencies['clientAssets'];
  /** Server-side rendering in place of the built bundle (a failing one, to test the fallback). */
  ssr?: AppDependencies['ssr'];
  /** A logger the test can read; by default the configured one (silent in tests). */
  logger?: Logger;
  extraRoutes?: (context: AppContext) => Router[];
  extraUploadRoutes?: AppDependencies['extraUploadRoutes'];
  /** A database of the test's own instead of a fresh one (closed with the context). */
  db?: Database;
}

/** An app over a fresh database and a temporary storage folder, for one test file. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
    // A test file makes many requests from one address in a minute; the rate-limit tests set their own limits.
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_WRITES: '100000',
    RATE_LIMIT_LISTENING: '100000',
    // Tests change rows directly and read the pages again; the visitor cache has tests of its own.
    VISITOR_CACHE_SECONDS: '0',
    // Likewise the home charts are ranked and list totals counted on every request (home-charts.test.ts
    // and list-totals.test.ts test them kept).
    FIGURES_REFRESH_SECONDS: '0',
    // Absolute links as a site with APP_URL makes them; public-origin.test.ts unsets it to see them follow the Host.
    APP_URL: 'http://localhost:3000',
    ...options.env,
  });
  // A copy of the run's demo database comes with a copy of the files its rows point at; a database
  // of the test's own (or one outside Vitest) is seeded here.
  const demoTemplate = options.demo && !options.db ? databaseTemplates() : undefined;
  const db = options.db ?? (await openFreshDatabase({ from: demoTemplate ? 'demo' : 'migrated' }));
  if (demoTemplate) cpSync(demoTemplate.demoStorage, storageDir, { recursive: true });
  else if (options.demo) await seedDemoCatalogue(db.knex, { storageDir });
  const app = createApp({
    config,
    db,
    logger: options.logger ?? createLogger(config.logLevel),
    clientAssets: options.clientAssets,
    ssr: options.ssr,
    extraRoutes: options.extraRoutes,
    extraUploadRoutes: options.extraUploadRoutes,
  });
  return {
    app,
    db,
    knex: db.knex,
    config,
    storageDir,
    async close() {
      app.shutdown();
      await db.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
