/**
 * `npm run bench:startup`: how long a restart takes (issue 34 part 5), on the embedded database
 * (PGlite, data on disk) and on the PostgreSQL server at DATABASE_URL's host (or 127.0.0.1:5432, in
 * a database of its own, dropped at the end), each over the demo catalogue a first start seeded.
 * Each start is timed from spawn (the build check as `npm start` runs it, then the server) to the
 * "listening" line, then the first GET / (sent at once, as a visitor waiting for the restart would);
 * the built server (plain Node, dist/server) against the old way (tsx compiling server/main.ts) in
 * the same run, alternating, with the goals beside: listening within 3 s, the first page within 300 ms.
 * `--rounds N` (default 3) starts of each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServerIfChanged, type ServerBuild } from '../helpers/server-command';
import { startServerProcess, timedGet } from './server-process';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(args.rounds);
const PORT = Number(process.env.PORT ?? 4810);
const GOAL_LISTEN_MS = 3_000;
const GOAL_FIRST_PAGE_MS = 300;
const BENCH_DB = 'hees_bench_startup';

interface Start {
  listenMs: number;
  firstPageMs: number;
  status: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function startOnce(build: ServerBuild, env: NodeJS.ProcessEnv): Promise<Start> {
  const server = await startServerProcess({ build, port: PORT, env });
  try {
    const first = await timedGet(`${server.url}/`);
    return { listenMs: server.listenMs, firstPageMs: first.ms, status: first.status };
  } finally {
    await server.stop();
  }
}

/** A PostgreSQL database of the bench's own on the server the tests use, or null when none answers. */
async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new pg.Client({ connectionString: base.href, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${BENCH_DB}`);
  await admin.query(`create database ${BENCH_DB}`);
  const url = new URL(base.href);
  url.pathname = `/${BENCH_DB}`;
  return {
    url: url.href,
    async drop() {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.end();
    },
  };
}

async function benchDatabase(label: string, env: NodeJS.ProcessEnv) {
  // The first start migrates and seeds the demo catalogue: timed once, not part of the restarts.
  const first = await startOnce('built', env);
  console.log(`${label}: first start (migrate, seed the demo catalogue): listening after ${ms(first.listenMs)}, first / ${ms(first.firstPageMs)}`);
  const starts: Record<ServerBuild, Start[]> = { built: [], tsx: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of ['built', 'tsx'] as const) {
      const start = await startOnce(build, env);
      if (start.status !== 200) throw new Error(`${label}, ${build}: the first / answered ${start.status}`);
      starts[build].push(start);
    }
  }
  const row = (build: ServerBuild) => {
    const listen = median(starts[build].map((s) => s.listenMs));
    const page = median(starts[build].map((s) => s.firstPageMs));
    return { listen, page, total: median(starts[build].map((s) => s.listenMs + s.firstPageMs)) };
  };
  const built = row('built');
  const tsx = row('tsx');
  const line = (name: string, r: typeof built) =>
    `  ${name.padEnd(22)} ${ms(r.listen).padStart(9)} ${ms(r.page).padStart(11)} ${ms(r.total).padStart(14)}`;
  console.log(`  ${''.padEnd(22)} ${'listening'.padStart(9)} ${'first /'.padStart(11)} ${'first 200'.padStart(14)}   (medians of ${ROUNDS} restarts)`);
  console.log(line('built (npm start)', built));
  console.log(line('tsx (before)', tsx));
  console.log(
    `  built/tsx: listening ×${(built.listen / tsx.listen).toFixed(2)}, first / ×${(built.page / tsx.page).toFixed(2)}; ` +
      `goals: listening ≤ ${ms(GOAL_LISTEN_MS)} (${built.listen <= GOAL_LISTEN_MS ? 'met' : 'missed'}), first / ≤ ${ms(GOAL_FIRST_PAGE_MS)} (${built.page <= GOAL_FIRST_PAGE_MS ? 'met' : 'missed'})\n`,
  );
}

async function main() {
  buildServerIfChanged();
  console.log(`bench:startup: Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the start\n`);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-startup-'));
  try {
    await benchDatabase('PGlite (embedded, data on disk)', { STORAGE_DIR: storageDir, PGLITE_DATA_DIR: path.join(storageDir, 'db'), DATABASE_URL: '' });
    const postgres = await postgresDatabase();
    if (!postgres) console.log('PostgreSQL: no server answers at DATABASE_URL or 127.0.0.1:5432; skipped');
    else {
      try {
        await benchDatabase('PostgreSQL server', { STORAGE_DIR: path.join(storageDir, 'pg'), DATABASE_URL: postgres.url });
      } finally {
        await postgres.drop();
      }
    }
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
  console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end (2 cores: figures above 2 mean waiting for a CPU)`);
}

await main();
