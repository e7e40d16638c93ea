/**
 * `DATABASE_URL=… npm run bench:memory-load [-- --requests 4000] [-- --connections 32]`: the server's
 * resident memory (issue 34: at most 300 MB under load on PostgreSQL) over a large catalogue, where
 * `bench:memory` uses the demo one. Point DATABASE_URL at a catalogue already seeded: the one
 * `npm run bench:pages -- --size 100000 --reuse` keeps (100,000 songs, 5,000 artists, 1.2M plays), in
 * the schema `bench_pages_100000_1200000`: the app works in `public`, so give it a database of its own
 * where that schema is renamed `public` (`drop schema public cascade; alter schema … rename to public`).
 *
 * The built server starts as `npm start` runs it (visitor cache off, so every answer is made), is read
 * idle 3 s after its first page, then while `--connections` clients ask `--requests` random URLs
 * (song pages, artist pages, just-added pages, searches, /api/song; a seeded sequence, the same every
 * run), sampled every 200 ms, and 3 s after. Twice in the same run: with the render cache at its
 * default, and with it off (RENDER_CACHE_MB=0) as the baseline: what the cache costs in memory.
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { buildServerIfChanged } from '../helpers/server-command';
import { startServerProcess } from './server-process';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '4000' }, connections: { type: 'string', default: '32' } } });
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const GOAL_MB = 300;
const PORT = Number(process.env.PORT ?? 4850);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function randomPaths(): () => string {
  let seed = 7;
  const next = (n: number) => 1 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const words = ['raj', 'hees', 'jacayl', 'waa', 'qalbi', 'dal', 'nab', 'sab', 'cali', 'hooyo'];
  return () => {
    switch (next(5)) {
      case 1:
        return `/song/${next(100_000)}`;
      case 2:
        return `/artist/${next(5_000)}`;
      case 3:
        return `/just-added?page=${next(4_000)}`;
      case 4:
        return `/search?query=${words[next(words.length) - 1]}${next(99)}`;
      default:
        return `/api/song/${next(100_000)}`;
    }
  };
}

async function measure(env: NodeJS.ProcessEnv) {
  const server = await startServerProcess({ build: 'built', port: PORT, env: { DATABASE_URL: process.env.DATABASE_URL, SEED_ON_FIRST_START: 'false', VISITOR_CACHE_SECONDS: '0', ...env } });
  try {
    await (await fetch(`${server.url}/`)).arrayBuffer();
    await sleep(3000);
    const idle = server.rss().nowMb;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rss().nowMb)), 200);
    const next = randomPaths();
    const statuses: Record<number, number> = {};
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (sent < REQUESTS) {
          sent++;
          const res = await fetch(server.url + next(), { headers: { 'accept-encoding': 'br, gzip' } });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
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
];
console.log(`bench:memory-load: ${REQUESTS} random URLs over ${CONNECTIONS} connections, visitor cache off; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(1)} at end`);
console.log(`${''.padEnd(28)} ${'idle'.padStart(8)} ${'peak'.padStart(8)} ${'after'.padStart(8)}  answers`);
let failed = 0;
for (const [name, run] of runs) {
  failed += Object.entries(run.statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, n]) => sum + n, 0);
  const mb = (value: number) => `${value.toFixed(0)} MB`.padStart(8);
  console.log(`${name.padEnd(28)} ${mb(run.idle)} ${mb(run.peak)} ${mb(run.after)}  ${JSON.stringify(run.statuses)} in ${run.seconds.toFixed(1)} s`);
}
const peak = runs[0]![1].peak;
console.log(`peak under load with the defaults: ${peak.toFixed(0)} MB, goal <= ${GOAL_MB} MB: ${peak <= GOAL_MB ? 'met' : 'NOT MET'}`);
if (failed > 0) {
  console.log(`${failed} answers were 5xx`);
  process.exitCode = 1;
}
