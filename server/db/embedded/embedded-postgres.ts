import { Worker } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedPostgres {
  /** A connection string for `pg`, pointing at the PGlite worker's loopback port. */
  connectionString: string;
  stop(): Promise<void>;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * Starts PGlite in a worker thread. `dataDir` undefined means in memory (tests);
 * otherwise the directory is created and the database persists there.
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  const worker = new Worker(workerUrl, {
    workerData: { dataDir: dataDir ? path.resolve(dataDir) : undefined },
  });

  const port = await new Promise<number>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; port?: number; error?: string }) => {
      if (message.ready && message.port) resolve(message.port);
      else if (message.error) reject(new Error(`Embedded database failed to start: ${message.error}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database worker exited with code ${code}`)));
  });

  let stopped = false;
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 5000);
        worker.once('message', (m: { stopped?: boolean }) => {
          if (m.stopped) {
            clearTimeout(timer);
            void worker.terminate().then(() => resolve());
          }
        });
        worker.postMessage('stop');
      });
    },
  };
}
