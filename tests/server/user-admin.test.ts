import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { openFreshDatabase } from '../helpers/database';
import type { Database } from '../../server/db/database';
import { setAdminRole } from '../../server/features/accounts/users.queries';

const run = promisify(execFile);

describe('the admin role', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openFreshDatabase();
    await db.knex('users').insert({ name: 'Hodan Cabdi', email: 'hodan@example.so' });
  });
  afterAll(async () => db?.close());

  it('is given and taken by address, whatever its letter case, and nobody else changes', async () => {
    await db.knex('users').insert({ name: 'Other', email: 'other@example.so' });
    expect(await setAdminRole(db.knex, ' Hodan@Example.SO ', true)).toMatchObject({ email: 'hodan@example.so', is_admin: true });
    expect((await db.knex('users').where('email', 'other@example.so').first()).is_admin).toBe(false);
    expect(await setAdminRole(db.knex, 'hodan@example.so', false)).toMatchObject({ is_admin: false });
    expect(await setAdminRole(db.knex, 'nobody@example.so', true)).toBeUndefined();
  });
});

/**
 * The CLI itself, on an embedded database of its own (it opens PGLITE_DATA_DIR, or DATABASE_URL, which
 * is left unset here whichever database the suite runs on).
 */
describe('npm run user:admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hees-user-admin-'));
    const db = await openDatabase({ pgliteDataDir: dataDir });
    await migrateLatest(db.knex);
    await db.knex('users').insert({ name: 'Hodan Cabdi', email: 'hodan@example.so' });
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'database/cli/user-admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dataDir },
    }).then(
      ({ stdout }) => ({ code: 0, out: stdout.trim() }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}`.trim() }),
    );

  it('makes an account an admin and says so', async () => {
    expect(await cli('Hodan@Example.so')).toEqual({ code: 0, out: 'Hodan Cabdi <hodan@example.so> is now an admin.' });
  });

  it('shows the usage when the arguments are wrong', async () => {
    for (const args of [[], ['--admin', 'x@y.so']]) {
      const result = await cli(...args);
      expect(result.code).toBe(1);
      expect(result.out).toContain('Usage: npm run user:admin -- [--remove] <email>');
    }
  });
});
