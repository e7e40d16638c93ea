import { Worker } from 'node:worker_threads';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where `pg` finds the embedded database: a socket directory as `host`, as for a local PostgreSQL server. */
export interface EmbeddedConnection {
  host: string;
  port: number;
  user: string;
  database: string;
}

export interface EmbeddedPostgres {
  connection: EmbeddedConnection;
  /** The directory holding the socket, which only this OS user can enter. */
  socketDir: string;
  /** Stops the database; `start()` opens it again on the same data and socket (a restart, or an outage in tests). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes the socket's directory. */
  close(): Promise<void>;
  /**
   * Writes a copy of the whole database to `file` (a tar of its data directory), which
   * `startEmbeddedPostgres(undefined, { loadFrom: file })` opens again: the tests' way of making a
   * migrated and seeded database once and handing each test file its own copy in a second or two.
   */
  dumpTo(file: string): Promise<void>;
}

export interface EmbeddedStartOptions {
  /** A file written by `dumpTo`: the database starts as that copy instead of empty. */
  loadFrom?: string;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** `pg` opens `<host>/.s.PGSQL.<port>`; the port only names the file. */
const PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${PORT}`;
/** sun_path holds 108 bytes on Linux, 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH = 103;

/** This process's socket directories: removed when it exits, even by process.exit() without close(). */
const socketDirs = new Set<string>();
let removeOnExit = false;
function removeWithProcess(dir: string) {
  socketDirs.add(dir);
  if (removeOnExit) return;
  removeOnExit = true;
  process.once('exit', () => {
    for (const left of socketDirs) rmSync(left, { recursive: true, force: true });
  });
}

/**
 * A fresh directory for the socket, mode 0700: the socket is the database's only door and PGlite asks
 * for no password, so only this OS user may reach it. Under the system's temporary folder, whose
 * path is short enough for a socket; on a system whose temporary folder is too deep, under /tmp.
 */
function makeSocketDir(): string {
  const under = (root: string) => mkdtempSync(path.join(root, 'hees-db-'));
  let dir = under(tmpdir());
  if (Buffer.byteLength(path.join(dir, SOCKET_FILE)) > MAX_SOCKET_PATH) {
    rmSync(dir, { recursive: true, force: true });
    dir = under('/tmp');
  }
  chmodSync(dir, 0o700);
  removeWithProcess(dir);
  return dir;
}

/** Starts the worker and resolves once PGlite is open and its socket listens. */
function startWorker(dataDir: string | undefined, socketPath: string, loadFrom: string | undefined): Promise<Worker> {
  // A socket file left by a worker that did not close (a crash) would make listening fail.
  rmSync(socketPath, { force: true });
  const worker = new Worker(workerUrl, { workerData: { dataDir, socketPath, loadFrom } });
  // After start-up an error in the worker must not become an uncaught 'error' event that ends the
  // whole server: queries then fail as the database being unavailable, and the pages say so (503).
  worker.on('error', () => undefined);
  return new Promise<Worker>((resolve, reject) => {
    worker.on('message', (message: { ready?: boolean; error?: string }) => {
      if (message.ready) resolve(worker);
      else if (message.error) reject(new Error(`Embedded database failed to start: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database worker exited with code ${code}`)));
  });
}

/** Asks the worker to close PGlite (so the data on disk is consistent), then ends the thread. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise<void>((resolve) => {
    const terminate = () => void worker.terminate().then(() => resolve());
    const timer = setTimeout(terminate, 5000);
    worker.once('message', (m: { stopped?: boolean }) => {
      if (m.stopped) {
        clearTimeout(timer);
        terminate();
      }
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.postMessage('stop');
  });
}

/** Asks the worker to write a copy of its database to `file`. */
function dumpWorker(worker: Worker, file: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: { dumped?: string; dumpFailed?: string }) => {
      if (message.dumped === file) {
        worker.off('message', onMessage);
        resolve();
      } else if (message.dumpFailed) {
        worker.off('message', onMessage);
        reject(new Error(`The embedded database could not be copied: ${message.dumpFailed}`));
      }
    };
    worker.on('message', onMessage);
    worker.postMessage({ dumpTo: file });
  });
}

/**
 * Starts PGlite in a worker thread, serving a Unix socket in a private directory. `dataDir`
 * undefined means in memory (tests); otherwise the directory is created and the database persists there.
 */
export async function startEmbeddedPostgres(dataDir?: string, options: EmbeddedStartOptions = {}): Promise<EmbeddedPostgres> {
  const data = dataDir ? path.resolve(dataDir) : undefined;
  if (data) mkdirSync(data, { recursive: true });
  const socketDir = makeSocketDir();
  const socketPath = path.join(socketDir, SOCKET_FILE);

  let worker: Worker | undefined;
  try {
    worker = await startWorker(data, socketPath, options.loadFrom);
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    socketDirs.delete(socketDir);
    throw error;
  }

  const stop = async () => {
    const running = worker;
    worker = undefined;
    if (running) await stopWorker(running);
  };
  return {
    connection: { host: socketDir, port: PORT, user: 'postgres', database: 'postgres' },
    socketDir,
    stop,
    async start() {
      worker ??= await startWorker(data, socketPath, options.loadFrom);
    },
    async dumpTo(file) {
      if (!worker) throw new Error('The embedded database is stopped: start it before copying it.');
      await dumpWorker(worker, file);
    },
    async close() {
      await stop();
      rmSync(socketDir, { recursive: true, force: true });
      socketDirs.delete(socketDir);
    },
  };
}
