/**
 * `npm run bench:memory`: where the memory of the embedded default goes (issue 16). The process's
 * resident memory (RSS) is printed after each step of what `npm start` does (the embedded database
 * opened and migrated in a data directory on disk, the demo catalogue, the app, 600 requests over the
 * pages, the API and search), beside the baseline of this same process before the first step; then
 * PGlite alone in a fresh process (its WebAssembly heap and the PostgreSQL settings that fill it);
 * then the server process as `npm start` runs it, idle and under load, on both databases
 * (memory-process.ts), beside the goal.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { seedDemoCatalogue } from '../../database/seeds/demo';
import { openFreshDatabase } from '../helpers/database';
import { listen } from './demo-app';
import { processMemory } from './memory-process';
import { buildServerIfChanged } from '../helpers/server-command';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rows: [string, NodeJS.MemoryUsage][] = [];
const settle = async () => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
};
const step = async (label: string) => {
  await settle();
  rows.push([label, process.memoryUsage()]);
};

/** PGlite by itself in a fresh Node process: its RSS, its WebAssembly memory and the settings that size it. */
const PGLITE_ALONE = `
import { PGlite } from '@electric-sql/pglite';
const before = process.memoryUsage().rss;
const db = await PGlite.create('memory://');
const settings = (await db.query("select name, setting, unit from pg_settings where name in ('shared_buffers','wal_buffers','temp_buffers','work_mem')")).rows;
console.log(JSON.stringify({ before, after: process.memoryUsage().rss, wasm: db.mod.wasmMemory.buffer.byteLength, settings }));
await db.close();
`;

async function main() {
  buildServerIfChanged();
  await step('Node with the server code loaded');
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-memory-'));
  const config = loadConfig({ NODE_ENV: 'production', APP_KEY: 'bench-key', LOG_LEVEL: 'warn', STORAGE_DIR: storageDir, PORT: '0' });
  const db = await openFreshDatabase({ pgliteDataDir: path.join(storageDir, 'db') });
  await step(db.kind === 'pglite' ? '+ PGlite open, migrated (data on disk)' : '+ a pool on the PostgreSQL server, migrated');
  await seedDemoCatalogue(db.knex, { storageDir });
  await step('+ demo catalogue');
  const app = createApp({ config, db, logger: createLogger(config.logLevel) });
  const server = createServer(app);
  const base = await listen(server);
  await step('+ the app listening');
  const song = (await db.knex('songs').first('id')).id as number;
  const paths = ['/', `/song/${song}`, `/song/${song}/lyrics`, '/api/homepage', `/api/song/${song}`, '/search?query=hees', '/api/searchy?query=cali', '/genres', '/just-added', '/podcasts'];
  for (let i = 0; i < 60; i++) {
    await Promise.all(paths.map(async (p) => (await fetch(`${base}${p}`, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer()));
  }
  await step('+ 600 requests (SSR, caches warm)');
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  app.shutdown();
  await db.close();
  rmSync(storageDir, { recursive: true, force: true });
  await step('after closing the database');

  const alone = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', PGLITE_ALONE], { encoding: 'utf8' }).trim().split('\n').pop()!) as {
    before: number;
    after: number;
    wasm: number;
    settings: { name: string; setting: string; unit: string }[];
  };

  const base0 = rows[0]![1].rss;
  console.log(`\nbench:memory: the app as npm start runs it, on ${db.kind === 'pglite' ? 'the embedded default (PGlite)' : 'a PostgreSQL server (DATABASE_URL)'} (Node ${process.version}, production settings)\n`);
  console.log(`${'step'.padEnd(42)} ${'RSS'.padStart(8)} ${'+ base'.padStart(8)} ${'JS heap'.padStart(8)} ${'external'.padStart(9)}`);
  for (const [label, usage] of rows) {
    console.log(`${label.padEnd(42)} ${mb(usage.rss).padStart(8)} ${mb(usage.rss - base0).padStart(8)} ${mb(usage.heapUsed).padStart(8)} ${mb(usage.external).padStart(9)}`);
  }
  const setting = (name: string) => alone.settings.find((s) => s.name === name);
  const kb = (name: string) => {
    const s = setting(name);
    return s ? Number(s.setting) * (s.unit === '8kB' ? 8 : 1) * 1024 : 0;
  };
  console.log(
    `\nPGlite alone, fresh process: RSS ${mb(alone.before)} -> ${mb(alone.after)} (+${mb(alone.after - alone.before)}); ` +
      `its WebAssembly memory ${mb(alone.wasm)}, of which shared_buffers ${mb(kb('shared_buffers'))}, wal_buffers ${mb(kb('wal_buffers'))}, temp_buffers ${mb(kb('temp_buffers'))}; ` +
      `the rest of its growth is PostgreSQL compiled to machine code by V8 and its bundled files`,
  );
  await processMemory();
}

await main();
