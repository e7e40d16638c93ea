import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredDatabase, type Database } from '../../server/db/database';
import { openFreshDatabase } from '../helpers/database';

// DATABASE_SCHEMA: the app's tables in a schema of their own on the PostgreSQL server (several
// catalogues in one database, e.g. the one `bench:pages -- --reuse` keeps). PostgreSQL only: with the
// embedded database the setting is refused (tests/unit/config.test.ts).
describe.skipIf(!process.env.DATABASE_URL)('a catalogue in the schema DATABASE_SCHEMA names', () => {
  let server: Database;
  beforeAll(async () => {
    server = await openFreshDatabase({ from: 'empty' });
  });
  afterAll(async () => server?.close());

  const migrate = (schema: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.resolve('database/cli/migrate.ts')], {
      env: { ...process.env, DATABASE_URL: server.url, DATABASE_SCHEMA: schema, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 120_000,
    });

  const tablesIn = async (schema: string) =>
    (await server.knex('information_schema.tables').where({ table_schema: schema }).pluck('table_name')).sort();

  it('is made and migrated by `npm run db:migrate`, and nothing lands in public', async () => {
    const run = migrate('catalogue_b');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Applied:');
    expect(await tablesIn('catalogue_b')).toEqual(expect.arrayContaining(['songs', 'artists', 'knex_migrations', 'sessions']));
    expect(await tablesIn('public')).not.toContain('songs');
    expect(migrate('catalogue_b').stdout).toContain('Already up to date.');
  });

  it('is where the app reads and writes; another schema is another catalogue', async () => {
    expect(migrate('catalogue_c').status).toBe(0);
    const b = await configuredDatabase({ url: server.url, pgliteDataDir: '', poolMax: 1, schema: 'catalogue_b' });
    const c = await configuredDatabase({ url: server.url, pgliteDataDir: '', poolMax: 1, schema: 'catalogue_c' });
    try {
      await b.knex('genres').insert({ name: 'Only in B', slug: 'only-in-b' });
      expect(await b.knex('genres').pluck('name')).toEqual(['Only in B']);
      expect(await c.knex('genres').pluck('name')).toEqual([]);
      expect(await server.knex('catalogue_b.genres').pluck('name')).toEqual(['Only in B']);
    } finally {
      await b.close();
      await c.close();
    }
  });
});
