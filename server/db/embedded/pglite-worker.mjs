/**
 * Runs PGlite on its own thread and serves it over the Postgres wire protocol on a Unix socket.
 *
 * Why: PGlite executes each query synchronously on the calling thread, so running it on the main
 * thread would stall every request while a query runs. Behind a socket, the main thread talks to it
 * through `pg` exactly as it talks to a PostgreSQL server, so both paths share one driver.
 *
 * A Unix socket, not a loopback port: PGlite has no passwords, and any local process (another user's
 * included) can connect to a loopback port. The socket lives in a directory only our OS user can
 * enter (embedded-postgres.ts creates it, mode 0700), so the file system decides who gets in.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its parent
 * (tsx, vitest), so this file must run under bare Node.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir?: string, loadFrom?: string, socketPath: string }} */
const { dataDir, loadFrom, socketPath } = workerData;

async function start() {
  // `loadFrom`: a copy written by `dump` below, opened instead of a new, empty database (its initdb
  // costs seconds; loading a copy of a migrated one is what lets each test file have its own quickly).
  const loadDataDir = loadFrom ? new Blob([await readFile(loadFrom)]) : undefined;
  const db = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent }, loadDataDir });
  // One client at a time (the default): the main thread uses a pool of one, because the socket server
  // interleaves the extended-protocol messages of concurrent clients outside transactions.
  const server = new PGLiteSocketServer({ db, path: socketPath });
  await server.start();

  parentPort?.on('message', async (message) => {
    if (message?.dumpTo) {
      try {
        // Everything written so far into the data files, so the copy opens without replaying much.
        await db.exec('checkpoint');
        const copy = await db.dumpDataDir('none');
        await writeFile(message.dumpTo, Buffer.from(await copy.arrayBuffer()));
        parentPort?.postMessage({ dumped: message.dumpTo });
      } catch (error) {
        parentPort?.postMessage({ dumpFailed: error instanceof Error ? error.message : String(error) });
      }
    } else if (message === 'stop') {
      await server.stop();
      await db.close();
      parentPort?.postMessage({ stopped: true });
    }
  });
  parentPort?.postMessage({ ready: true });
}

start().catch((error) => {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
