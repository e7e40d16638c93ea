import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';

/** The inodes of the TCP sockets this process listens on (worker threads included), from /proc. */
function listeningTcpInodes(): Set<string> {
  const ours = new Set(
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        } catch {
          return undefined; // closed between the listing and the read
        }
      })
      .filter((inode): inode is string => inode !== undefined),
  );
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // Column 4 is the state (0A: LISTEN), column 10 the inode.
      if (fields[3] === '0A' && fields[9] && ours.has(fields[9])) listening.add(fields[9]);
    }
  }
  return listening;
}

/**
 * The embedded database has no passwords, so it must not be reachable by every local process: it
 * serves a Unix socket in a directory only our OS user can enter, and no TCP port. Independent of
 * DATABASE_URL: the embedded database is started here whatever the suite runs on.
 */
describe.runIf(process.platform === 'linux')('the embedded database', () => {
  let tcpBefore: Set<string>;
  let db: Database;
  beforeAll(async () => {
    tcpBefore = listeningTcpInodes();
    db = await openDatabase({});
    await migrateLatest(db.knex);
  });
  afterAll(async () => db?.close());

  it('listens on a Unix socket in a directory only its owner can enter', () => {
    const { socketDir } = db.embedded!;
    const dir = statSync(socketDir);
    expect(dir.isDirectory()).toBe(true);
    expect(dir.mode & 0o777).toBe(0o700);
    expect(dir.uid).toBe(process.getuid!());
    expect(readdirSync(socketDir)).toEqual(['.s.PGSQL.5432']);
    expect(statSync(path.join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
    expect(db.embedded!.connection.host).toBe(socketDir);
  });

  it('listens on no TCP port', () => {
    const opened = [...listeningTcpInodes()].filter((inode) => !tcpBefore.has(inode));
    expect(opened).toEqual([]);
  });

  it('serves the app through the socket', async () => {
    const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir });
    const app = createApp({ config, db, logger: createLogger('silent'), clientAssets: () => ({ version: 'v1', tags: '' }) });
    try {
      const res = await request(app).get('/healthz').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', database: { status: 'ok', kind: 'pglite' } });
      const genres = await request(app).get('/api/genres').expect(200);
      expect(genres.body).toHaveProperty('data');
    } finally {
      app.shutdown();
      rmSync(storageDir, { recursive: true, force: true });
    }
  });

  it('removes the socket and its directory when closed', async () => {
    const other = await openDatabase({});
    const { socketDir } = other.embedded!;
    expect(existsSync(socketDir)).toBe(true);
    await other.close();
    expect(existsSync(socketDir)).toBe(false);
  });
});
