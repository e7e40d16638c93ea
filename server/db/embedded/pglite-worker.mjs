/**
 * Runs PGlite on its own thread and serves it over the Postgres wire protocol on a loopback port.
 *
 * Why: PGlite executes each query synchronously on the calling thread, so running it on the main
 * thread would stall every request while a query runs. Behind a socket, the main thread talks to it
 * through `pg` exactly as it talks to a PostgreSQL server, so both paths share one driver.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent
 * (tsx, vitest), so this file must run under bare Node.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir?: string }} */
const { dataDir } = workerData;

async function start() {
  const db = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  // One client at a time (the default): the main thread uses a pool of one, because the socket server
  // interleaves the extended-protocol messages of concurrent clients outside transactions.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());

  parentPort?.on('message', async (message) => {
    if (message === 'stop') {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ stopped: true });
    }
  });
  parentPort?.postMessage({ ready: true, port });
}

start().catch((error) => {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
