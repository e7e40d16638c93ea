import { loadConfig, ConfigError } from './config';
import { createLogger } from './logger';
import { boundHeapGrowth } from './heap-growth';
import { configuredDatabase } from './db/database';
import { migrateLatest } from './db/migrations';
import { createMediaStorage } from './services/storage/create-media-storage';
import { JOB_SCHEDULES, jobHandlers } from './app-jobs';
import { startWorker } from './jobs/worker';

/**
 * `npm run worker`: a worker process apart from the web server, for deployments that scale them
 * separately (several may run at once). It needs a PostgreSQL server: the embedded database belongs
 * to the one `npm start` process, whose own worker runs the jobs there.
 */
async function main() {
  const config = loadConfig();
  boundHeapGrowth(config.heapGrowthPercent);
  const logger = createLogger(config.logLevel);
  if (!config.database.url) {
    throw new ConfigError('npm run worker needs DATABASE_URL: with the embedded database the worker runs inside npm start.');
  }
  const db = await configuredDatabase(config.database, { poolMax: Math.min(config.database.poolMax, config.worker.concurrency + 2), logger });
  await migrateLatest(db.knex);
  const worker = startWorker({
    knex: db.knex,
    logger,
    handlers: jobHandlers({ config, db, logger, storage: createMediaStorage(config) }),
    concurrency: config.worker.concurrency,
    leaseMs: config.worker.leaseMs,
    schedules: JOB_SCHEDULES,
    storageDir: config.storageDir,
  });
  const stop = async (signal: string) => {
    logger.info({ signal }, 'worker stopping');
    await worker.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
