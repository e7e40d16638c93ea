import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { boundHeapGrowth } from './heap-growth';
import { configuredDatabase } from './db/database';
import { migrateLatest } from './db/migrations';
import { SSR_BUNDLE, preloadSsrBundle } from './inertia/ssr';
import { drainHttpServer } from './http/drain';
import { seedOnFirstStart } from '../database/seeds/first-start';
import { warmFirstPages } from './http/warm-up';

/**
 * The app's own code, imported while the database opens. Statically it would be loaded (and its
 * top level run) before the embedded database's thread even starts; this way the two overlap
 * (docs/operations.md, "How the server starts").
 */
const loadApp = () =>
  Promise.all([import('./app'), import('./http/http-server'), import('./jobs/worker'), import('./app-jobs')]).then(
    ([app, httpServer, worker, appJobs]) => ({ ...app, ...httpServer, ...worker, ...appJobs }),
  );

/** Boot: read config, open the database, migrate (and seed the demo catalogue once), listen. */
async function main() {
  const config = loadConfig();
  boundHeapGrowth(config.heapGrowthPercent);
  const logger = createLogger(config.logLevel);
  // First: PGlite boots in its own thread (most of a restart's time) while this one loads the rest.
  const opening = configuredDatabase(config.database, { logger });
  const loading = loadApp();
  const ssrLoading = config.ssrEnabled ? preloadSsrBundle(SSR_BUNDLE) : Promise.resolve();
  // Neither is awaited if the database fails to open: their failure is then not a second error.
  loading.catch(() => undefined);
  const db = await opening;
  // The first query waits for the loading to end: a module's top level holds the thread for as long
  // as it runs, and on a busy machine a connection's 3 s timer would expire before its answer is read.
  const { createApp, createHttpServer, startWorker, JOB_SCHEDULES, jobHandlers } = await loading;
  await ssrLoading;
  const applied = await migrateLatest(db.knex);
  if (applied.length) logger.info({ migrations: applied }, 'migrated');
  if (config.seedOnFirstStart) await seedOnFirstStart(db.knex, config, logger);

  const app = createApp({ config, db, logger });
  // One process is enough on one machine: the worker shares it unless workers run apart (WORKER=off).
  const worker = config.worker.inProcess
    ? startWorker({ knex: db.knex, logger, handlers: jobHandlers(app.context), concurrency: config.worker.concurrency, leaseMs: config.worker.leaseMs, schedules: JOB_SCHEDULES, storageDir: config.storageDir })
    : undefined;
  // Pages still work without the bundle, but crawlers would get empty pages: say so at start-up.
  if (config.ssrEnabled && !existsSync(SSR_BUNDLE)) logger.warn('No SSR bundle: pages are rendered in the browser only. Run `npm run build`.');
  const server = createHttpServer(app, config.timeouts);
  // config.host: loopback outside production unless HOST says otherwise (the development sign-in).
  server.listen(config.port, config.host, () => {
    logger.info({ url: config.appUrl, host: config.host, port: config.port, database: db.kind }, `Hees is listening on ${config.appUrl}`);
    warmFirstPages(server, logger);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const { delayMs, timeoutMs } = signal === 'uncaughtException' ? { delayMs: 0, timeoutMs: 10_000 } : config.drain;
    // A backstop in case closing the database or the worker hangs after the drain.
    setTimeout(() => process.exit(1), delayMs + timeoutMs + 10_000).unref();
    // Readiness fails first, then the socket closes and in-flight requests finish (docs/operations.md, "Graceful drain").
    void drainHttpServer(server, app.context.readiness, {
      delayMs,
      timeoutMs,
      onStep: (step, detail) => logger.info({ ...detail }, `drain: ${step}`),
    }).then(async () => {
      app.shutdown();
      // A running job is abandoned, not half-written: its lease runs out and it is taken again.
      await worker?.stop();
      await db.close();
      process.exit(process.exitCode ?? 0);
    });
  };
  // A rejection nobody awaited is a bug to log, not a reason to drop every listener's connection.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
  // After an exception nothing caught, the process's state is unknown: log it, stop taking requests
  // and exit, for the supervisor to start a fresh one (docs/operations.md, "A supervisor").
  process.once('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception; shutting down');
    process.exitCode = 1;
    stop('uncaughtException');
  });
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
