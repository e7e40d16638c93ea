import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The databases a test run makes once and copies for each test file (see tests/setup/databases.ts,
 * which makes them, and openFreshDatabase, which copies them). Both sides import this file: the
 * global setup runs in Vitest's main process, the copies are made in the test files' workers.
 */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** Migrated, no rows: on PGlite a file written by `dumpTo`, on PostgreSQL a template database's name. */
  migrated: string;
  /** Migrated and seeded with the demo catalogue, likewise. */
  demo: string;
  /** The demo catalogue's files (pictures, audio) that the demo rows point at: copied into each test's storage. */
  demoStorage: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Test databases on a PostgreSQL server are named after the Vitest process that made them, so a run
 * can drop what an earlier run left behind when it was killed, and never what a run still going has.
 */
export const TEST_DATABASE_PREFIX = 'hees_test_';

export function testDatabaseName(role: string, ownerPid = process.pid): string {
  return `${TEST_DATABASE_PREFIX}${ownerPid}_${role}_${randomBytes(4).toString('hex')}`;
}

/** The pid in a test database's name, or null for a database that is not one of ours. */
export function ownerOfTestDatabase(name: string): number | null {
  const match = new RegExp(`^${TEST_DATABASE_PREFIX}(\\d+)_`).exec(name);
  return match ? Number(match[1]) : null;
}

/** The same server address with another database in its path. */
export function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/**
 * Runs `work` on one connection to the server's maintenance database (the one DATABASE_URL names),
 * where databases are created and dropped: neither can be done from inside the database concerned.
 */
export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'hees-tests' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database, empty (from template1) or a copy of `template`, which nobody may be connected to. */
export const createDatabase = (client: pg.Client, name: string, template?: string) =>
  client.query(`create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);

/** `force` ends connections a test left open (a worker process killed mid-test), PostgreSQL 13 and later. */
export const dropDatabase = (client: pg.Client, name: string) =>
  client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
