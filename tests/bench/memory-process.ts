import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ServerBuild } from '../helpers/server-command';
import { startServerProcess, timedGet, type ServerProcess } from './server-process';

/**
 * The second part of `npm run bench:memory`: the server process as `npm start` runs it (built,
 * production settings, the demo catalogue), on each database: its RSS idle after start-up, its peak
 * while 8 clients ask for pages, the API and search, and after; beside the goal (issue 34: at most
 * 300 MB under load on PostgreSQL; PGlite's own WebAssembly heap comes on top on the embedded one).
 */
const PORT = Number(process.env.PORT ?? 4820);
const GOAL_POSTGRES_MB = 300;
const CLIENTS = 8;
const REQUESTS = 800;
const BENCH_DB = 'hees_bench_memory';

async function load(server: ServerProcess) {
  const page = async (p: string) => (await timedGet(`${server.url}${p}`)).status;
  const homepage = (await (await fetch(`${server.url}/api/homepage`)).json()) as unknown;
  const song = /"\/song\/(\d+)/.exec(JSON.stringify(homepage))?.[1] ?? '1';
  const paths = ['/', `/song/${song}`, `/song/${song}/lyrics`, '/api/homepage', `/api/song/${song}`, '/search?q=hees', '/api/searchy?query=cali', '/genres', '/just-added', '/podcasts', '/artists', '/albums'];
  let next = 0;
  let peak = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const index = next++;
        // A query that differs per request, so the search is not served from a cache every time.
        const p = paths[index % paths.length]!.replace('q=hees', `q=hees${index % 50}`);
        await page(p);
        if (index % 50 === 0) peak = Math.max(peak, server.rss().nowMb);
      }
    }),
  );
  return peak;
}

/** A first start seeds the demo catalogue; the measured ones are restarts, as in production. */
async function seedByFirstStart(env: NodeJS.ProcessEnv) {
  await (await startServerProcess({ build: 'built', port: PORT, env })).stop();
}

async function measure(label: string, env: NodeJS.ProcessEnv, goalMb: number | null, build: ServerBuild = 'built') {
  const server = await startServerProcess({ build, port: PORT, env });
  try {
    await timedGet(`${server.url}/`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = server.rss().nowMb;
    const sampled = await load(server);
    const { nowMb: after, peakMb } = server.rss();
    const peak = Math.max(peakMb, sampled);
    const verdict = goalMb === null ? 'no goal set' : `goal ≤ ${goalMb} MB: ${peak <= goalMb ? 'met' : 'missed'}`;
    console.log(`${label.padEnd(34)} ${`${idle.toFixed(0)} MB`.padStart(8)} ${`${peak.toFixed(0)} MB`.padStart(10)} ${`${after.toFixed(0)} MB`.padStart(8)}   ${verdict}`);
  } finally {
    await server.stop();
  }
}

export async function processMemory(): Promise<void> {
  console.log(`\nThe server process as npm start runs it (built, ${REQUESTS} requests from ${CLIENTS} clients):`);
  console.log(`${'database'.padEnd(34)} ${'idle'.padStart(8)} ${'peak load'.padStart(10)} ${'after'.padStart(8)}`);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-memory-process-'));
  try {
    const pglite = { STORAGE_DIR: storageDir, PGLITE_DATA_DIR: path.join(storageDir, 'db'), DATABASE_URL: '' };
    await seedByFirstStart(pglite);
    await measure('PGlite (embedded)', pglite, null);
    const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const admin = new pg.Client({ connectionString: base.href, connectionTimeoutMillis: 2_000 });
    try {
      await admin.connect();
    } catch {
      console.log('PostgreSQL: no server answers; skipped');
      return;
    }
    try {
      await admin.query(`drop database if exists ${BENCH_DB}`);
      await admin.query(`create database ${BENCH_DB}`);
      const url = new URL(base.href);
      url.pathname = `/${BENCH_DB}`;
      const postgres = { STORAGE_DIR: path.join(storageDir, 'pg'), DATABASE_URL: url.href };
      await seedByFirstStart(postgres);
      await measure('PostgreSQL server', postgres, GOAL_POSTGRES_MB);
      // The baseline in the same run: the same server compiled by tsx at start, as before.
      await measure('PostgreSQL server, tsx (before)', postgres, GOAL_POSTGRES_MB, 'tsx');
    } finally {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.end();
    }
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
}
