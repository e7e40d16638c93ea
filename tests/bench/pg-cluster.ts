/**
 * A throwaway PostgreSQL cluster for benchmarks that need to stop and restart the server: initdb
 * into a temporary folder, trust authentication, loopback and a socket in that folder only. Debian's
 * binaries by default (`PG_BIN` overrides). The server refuses to run as root, so as root the
 * commands run as the `postgres` OS user.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  /** A connection string for the `postgres` database as the `postgres` superuser. */
  url: string;
  /** `pg_ctl restart -m fast`: sessions are ended, the server comes straight back. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Stops the server however it is and deletes the folder; safe to call more than once. Synchronous,
   * so it also works from a process 'exit' handler.
   */
  remove(): void;
}

export async function createPgCluster(port: number): Promise<PgCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync('/tmp/hees-pg-');
  const data = path.join(dir, 'data');
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const command = (name: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, name), ...args]] : [path.join(BIN, name), args];
  const pg = (name: string, ...args: string[]) => run(...command(name, args), { cwd: dir });
  // With its log file always: a server started without one keeps pg_ctl's output pipes open, and
  // waiting for pg_ctl would wait for the server to end.
  const log = path.join(dir, 'server.log');
  const ctl = (...args: string[]) => pg('pg_ctl', '-D', data, '-l', log, '-w', '-t', '60', ...args);

  let removed = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('-m', 'fast', 'restart')),
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start: async () => void (await ctl('start')),
    remove() {
      if (removed) return;
      removed = true;
      try {
        execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), { cwd: dir, stdio: 'ignore' });
      } catch {
        // Not running (never started, or already stopped).
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pg('initdb', '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync');
    // In the configuration file rather than on the command line, so every start and restart uses them
    // (a bare `pg_ctl start` would otherwise take the default port, another server's).
    appendFileSync(path.join(data, 'postgresql.conf'), `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\n`);
    await cluster.start();
  } catch (error) {
    cluster.remove();
    throw error;
  }
  return cluster;
}
