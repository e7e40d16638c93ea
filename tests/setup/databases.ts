import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashBuildInputs } from '../../scripts/build/build-inputs.mjs';
import {
  createDatabase, dropDatabase, onServer, ownerOfTestDatabase, TEST_DATABASE_PREFIX, testDatabaseName, urlOfDatabase,
  type DatabaseTemplates,
} from '../helpers/database-templates';

/**
 * Global setup of the projects whose files use a database (server, e2e): a migrated database and a
 * migrated + demo-seeded one, made once per run, that openFreshDatabase copies for each test file
 * (PGlite: its data directory loaded from a dump in 1-3 s instead of initdb + migrate + seed, about
 * 20 s; PostgreSQL: `create database … template`, well under a second). Each file still has a
 * database of its own.
 *
 * Both projects list this file; in one run it makes the templates once (the promise is kept on
 * globalThis, which the projects' setups share: they all run in Vitest's main process).
 */
const root = path.resolve(import.meta.dirname, '../..');

interface Shared {
  templates: Promise<DatabaseTemplates>;
  users: number;
  remove: () => Promise<void>;
}
const KEY = Symbol.for('hees.test.databaseTemplates');
const shared = globalThis as { [KEY]?: Shared };

export default async function setup(project: TestProject) {
  let entry = shared[KEY];
  if (!entry) {
    const removers: (() => Promise<void>)[] = [];
    entry = {
      templates: makeTemplates(removers),
      users: 0,
      remove: async () => {
        for (const remove of removers.reverse()) await remove();
      },
    };
    shared[KEY] = entry;
  }
  entry.users += 1;
  project.provide('databaseTemplates', await entry.templates);
  return async () => {
    const kept = shared[KEY];
    if (!kept || --kept.users > 0) return;
    delete shared[KEY];
    await kept.remove();
  };
}

/**
 * What makes a database: imported only when one is made, since these bring in most of the server's
 * code (the seed uses the features' own writes), a second or two that a run with cached copies
 * (running one file again) need not pay.
 */
async function databaseMakers() {
  const [{ openDatabase }, { migrateLatest }, { seedDemoCatalogue }] = await Promise.all([
    import('../../server/db/database'),
    import('../../server/db/migrations'),
    import('../../database/seeds/demo'),
  ]);
  return { openDatabase, migrateLatest, seedDemoCatalogue };
}

async function makeTemplates(removers: (() => Promise<void>)[]): Promise<DatabaseTemplates> {
  const url = process.env.DATABASE_URL;
  return url ? makeServerTemplates(url, removers) : makeEmbeddedTemplates();
}

/**
 * On PGlite the two copies are kept between runs in node_modules/.cache, under the hash of what they
 * are made from (migrations, seeds, the server code the seed calls, the lock file), so running one
 * test file again does not pay for them. At most an hour: the demo catalogue's dates are relative to
 * when it was seeded ("added 3 days ago", an event next week), and a test run should see them as fresh.
 */
const CACHE = path.join(root, 'node_modules', '.cache', 'hees-test-databases');
const CACHE_HOURS = 1;
const TEMPLATE_INPUTS = ['database', 'server', 'common', 'package-lock.json', 'patches', 'tests/setup/databases.ts'];

async function makeEmbeddedTemplates(): Promise<DatabaseTemplates> {
  const key = hashBuildInputs(root, TEMPLATE_INPUTS).slice(0, 16);
  const folder = path.join(CACHE, key);
  const templates: DatabaseTemplates = {
    kind: 'pglite',
    migrated: path.join(folder, 'migrated.tar'),
    demo: path.join(folder, 'demo.tar'),
    demoStorage: path.join(folder, 'demo-storage'),
  };
  const made = path.join(folder, 'complete');
  if (existsSync(made) && Date.now() - statSync(made).mtimeMs < CACHE_HOURS * 3_600_000) return templates;

  // Made in a folder of its own and renamed into place whole, so a run that stops half-way, or
  // another run making the same copies at the same time, never leaves a half-made one to be used.
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(path.join(CACHE, 'making-'));
  const { openDatabase, migrateLatest, seedDemoCatalogue } = await databaseMakers();
  const db = await openDatabase({});
  try {
    await migrateLatest(db.knex);
    await db.embedded!.dumpTo(path.join(work, 'migrated.tar'));
    await seedDemoCatalogue(db.knex, { storageDir: path.join(work, 'demo-storage') });
    await db.knex.raw('analyze');
    await db.embedded!.dumpTo(path.join(work, 'demo.tar'));
  } finally {
    await db.close();
  }
  // The marker last: its time is when the copies were made.
  writeFileSync(path.join(work, 'complete'), `${new Date().toISOString()}\n`);
  // Copies made from other sources, or too old, and half-made ones a killed run left over an hour ago.
  for (const old of readdirSync(CACHE)) {
    const full = path.join(CACHE, old);
    const abandoned = old.startsWith('making-') && Date.now() - statSync(full).mtimeMs > 3_600_000;
    if (full !== work && (!old.startsWith('making-') || abandoned)) rmSync(full, { recursive: true, force: true });
  }
  try {
    renameSync(work, folder);
  } catch {
    // Another run put the same copies in place first: use theirs.
    rmSync(work, { recursive: true, force: true });
  }
  return templates;
}

/**
 * On a PostgreSQL server: two template databases for this run, dropped at its end. Databases that a
 * killed run left behind (their name carries the pid of a Vitest process that is gone) go first.
 */
async function makeServerTemplates(serverUrl: string, removers: (() => Promise<void>)[]): Promise<DatabaseTemplates> {
  const { openDatabase, migrateLatest, seedDemoCatalogue } = await databaseMakers();
  const migrated = testDatabaseName('migrated');
  const demo = testDatabaseName('demo');
  const demoStorage = mkdtempSync(path.join(tmpdir(), 'hees-test-demo-'));
  removers.push(async () => rmSync(demoStorage, { recursive: true, force: true }));

  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEST_DATABASE_PREFIX}%`]);
    for (const { datname } of rows) {
      const owner = ownerOfTestDatabase(datname);
      if (owner !== null && !processIsAlive(owner)) await dropDatabase(client, datname);
    }
    await createDatabase(client, migrated);
  });
  removers.push(() => onServer(serverUrl, async (client) => {
    await dropDatabase(client, demo);
    await dropDatabase(client, migrated);
  }));

  const migratedDb = await openDatabase({ url: urlOfDatabase(serverUrl, migrated), poolMax: 1 });
  try {
    await migrateLatest(migratedDb.knex);
  } finally {
    await migratedDb.close();
  }
  // A template can be copied only while nobody is connected to it: every connection above is closed.
  await onServer(serverUrl, (client) => createDatabase(client, demo, migrated));
  const demoDb = await openDatabase({ url: urlOfDatabase(serverUrl, demo), poolMax: 1 });
  try {
    await seedDemoCatalogue(demoDb.knex, { storageDir: demoStorage });
    await demoDb.knex.raw('analyze');
  } finally {
    await demoDb.close();
  }
  return { kind: 'postgres', migrated, demo, demoStorage };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
