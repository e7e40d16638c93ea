/**
 * `DATABASE_URL=… [DATABASE_SCHEMA=…] npm run bench:memory-load [-- --requests 4000] [-- --connections 32]`:
 * the server's resident memory (issue 34: at most 300 MB under load on PostgreSQL) over a large
 * catalogue, where `bench:memory` uses the demo one. Point it at a catalogue already seeded: the one
 * `npm run bench:pages -- --size 100000 --reuse` keeps (100,000 songs, 5,000 artists, 1.2M plays) lives
 * in the schema `bench_pages_100000_1200000` of DATABASE_URL's database, which DATABASE_SCHEMA names
 * (the server's own setting, docs/operations.md).
 *
 * The built server starts as `npm start` runs it (visitor cache off, so every answer is made), is read
 * idle 3 s after its first page, then while `--connections` clients ask `--requests` random URLs
 * (song pages, artist pages, just-added pages, searches, /api/song; drawn by the project's seeded
 * generator, the same every run) from the benches' load client in a process of its own
 * (load-client.ts), sampled every 200 ms, and 3 s after. Three times in the same run: with the
 * defaults (the render cache at 32 MB, the heap's growth bounded at 50%: server/heap-growth.ts), with
 * the render cache off (RENDER_CACHE_MB=0) as the baseline of what the cache costs, and with the
 * defaults before they were chosen (a 64 MB cache, V8's own heap growth: HEAP_GROWTH_PERCENT=0). Each
 * row prints how long its requests took, so memory is never bought with throughput unseen.
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { Random } from '../../database/seeds/support/random';
import { buildServerIfChanged } from '../helpers/server-command';
import { forkWorker } from './fork-worker';
import type { LoadRequest, LoadResult, LoadRun } from './load-client';
import { startServerProcess } from './server-process';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '4000' }, connections: { type: 'string', default: '32' } } });
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const GOAL_MB = 300;
const PORT = Number(process.env.PORT ?? 4850);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run's URLs: the same sequence every run (a seeded generator), over the whole 100,000-song catalogue. */
function randomRequests(count: number): LoadRequest[] {
  const random = new Random('bench:memory-load');
  const words = ['raj', 'hees', 'jacayl', 'waa', 'qalbi', 'dal', 'nab', 'sab', 'cali', 'hooyo'];
  const kinds = [
    ['song', () => `/song/${random.int(1, 100_000)}`],
    ['artist', () => `/artist/${random.int(1, 5_000)}`],
    ['just-added', () => `/just-added?page=${random.int(1, 4_000)}`],
    ['search', () => `/search?query=${random.pick(words)}${random.int(1, 99)}`],
    ['api song', () => `/api/song/${random.int(1, 100_000)}`],
  ] as const;
  return Array.from({ length: count }, () => {
    const [route, path] = random.pick(kinds);
    return { route, path: path(), headers: { 'accept-encoding': 'br, gzip' } };
  });
}

async function measure(env: NodeJS.ProcessEnv) {
  const server = await startServerProcess({ build: 'built', port: PORT, env: { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: process.env.DATABASE_SCHEMA, SEED_ON_FIRST_START: 'false', VISITOR_CACHE_SECONDS: '0', ...env } });
  try {
    await (await fetch(`${server.url}/`)).arrayBuffer();
    await sleep(3000);
    const idle = server.rss().nowMb;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rss().nowMb)), 200);
    const client = forkWorker<LoadRun>(new URL('./load-client.ts', import.meta.url));
    let load: LoadResult;
    try {
      load = await client.ask<LoadResult>({ base: server.url, requests: randomRequests(REQUESTS), connections: CONNECTIONS, timeoutMs: 30_000 });
    } finally {
      client.stop();
    }
    const statuses: Record<string, number> = {};
    for (const route of load.routes) {
      for (const [status, n] of Object.entries(route.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
      for (const [error, n] of Object.entries(route.errors)) statuses[error] = (statuses[error] ?? 0) + n;
    }
    const seconds = load.seconds;
    clearInterval(sampler);
    await sleep(3000);
    return { idle, peak: Math.max(peak, server.rss().nowMb), after: server.rss().nowMb, seconds, statuses };
  } finally {
    await server.stop();
  }
}

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a seeded catalogue (see the header of tests/bench/memory-load.ts).');
buildServerIfChanged();
const loadAtStart = loadavg()[0]!.toFixed(1);
const runs: [string, Awaited<ReturnType<typeof measure>>][] = [
  ['render cache on (default)', await measure({})],
  ['render cache off (baseline)', await measure({ RENDER_CACHE_MB: '0' })],
  // The defaults before 2026-11-28's change: a 64 MB render cache and V8's own heap growth.
  ['cache 64 MB, V8 growth (old)', await measure({ RENDER_CACHE_MB: '64', HEAP_GROWTH_PERCENT: '0' })],
];
console.log(`bench:memory-load: ${REQUESTS} random URLs over ${CONNECTIONS} connections, visitor cache off; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(1)} at end`);
console.log(`${''.padEnd(28)} ${'idle'.padStart(8)} ${'peak'.padStart(8)} ${'after'.padStart(8)}  answers`);
let failed = 0;
for (const [name, run] of runs) {
  failed += Object.entries(run.statuses).filter(([status]) => !(Number(status) < 500)).reduce((sum, [, n]) => sum + n, 0);
  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
  console.log(`${name.padEnd(28)} ${mb(run.idle)} ${mb(run.peak)} ${mb(run.after)}  ${JSON.stringify(run.statuses)} in ${run.seconds.toFixed(1)} s`);
}
const peak = runs[0]![1].peak;
console.log(`peak under load with the defaults: ${peak.toFixed(0)} MB, goal <= ${GOAL_MB} MB: ${peak <= GOAL_MB ? 'met' : 'NOT MET'}`);
if (failed > 0) {
  console.log(`${failed} requests were 5xx or got no answer`);
  process.exitCode = 1;
}
