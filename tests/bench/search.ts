/**
 * `npm run bench:search [-- --size 100000] [-- --reuse] [-- --high-priority] [-- --name NAME] [-- --no-baseline]`:
 * latency of GET /api/searchy on the synthetic catalogue, beside a naive ILIKE '%q%' search over the same fields, both through the
 * real HTTP stack of one in-process app.
 *
 * The catalogue goes into a database of its own: a PGlite data directory under the system's tmp,
 * or, when DATABASE_URL is set, the schema `bench_search` on that server. It is seeded afresh
 * (`--reuse` keeps one seeded before), then vacuumed and analyzed, as autovacuum would leave a
 * server after a bulk load. Then, over the fixed mix of 200 queries (search-mix.ts):
 * 0. a warm-up of 200 other queries of the same kinds (a running server's prepared statements);
 * 1. the search, every query once: all cache misses, the figure that matters;
 * 2. the search again: every query answered by the in-process cache;
 * 3. the ILIKE baseline, every query once.
 * `--name` names the schema (or PGlite directory) of the catalogue, default bench_search.
 * `--no-baseline` skips step 3 (minutes at 100k songs) when only the search's own figures are wanted.
 * `--high-priority` lowers this process's nice value first (root only), so that on a machine busy
 * with other work the figures measure the search rather than the wait for a CPU. Threads started
 * afterwards, the embedded database's included, inherit it; a PostgreSQL server's backends do not,
 * so on a server the app gets one connection (all requests run one after another anyway) and, if
 * the server runs on this machine, the backend process serving it is reniced too.
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { loadavg, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { createLogger } from '../../server/logger';
import { seedSyntheticCatalogue } from '../../database/seeds/synthetic';
import { ilikeBaselineRoutes } from './ilike-baseline';
import { buildQueryMix, type BenchQuery, type QueryKind } from './search-mix';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    reuse: { type: 'boolean', default: false },
    'high-priority': { type: 'boolean', default: false },
    // Two checkouts benchmarking on one machine or server would otherwise drop each other's catalogue.
    name: { type: 'string', default: 'bench_search' },
    'no-baseline': { type: 'boolean', default: false },
  },
});
const size = Number(args.size);
const SCHEMA = args.name;

async function openBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = path.join(tmpdir(), `hees-${SCHEMA.replace(/_/g, '-')}-pglite`);
    if (!args.reuse) rmSync(dataDir, { recursive: true, force: true });
    return openDatabase({ pgliteDataDir: dataDir });
  }
  const admin = await openDatabase({ url, poolMax: 1 });
  if (!args.reuse) await admin.knex.raw('drop schema if exists ?? cascade', [SCHEMA]);
  await admin.knex.raw('create schema if not exists ??', [SCHEMA]);
  await admin.close();
  return openDatabase({ url, schema: SCHEMA, poolMax: args['high-priority'] ? 1 : 10 });
}

/** The --high-priority of a server: renice the one backend serving the benchmark, if it is ours to renice. */
async function prioritizeBackend(db: Database): Promise<void> {
  const { rows } = await db.knex.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid');
  try {
    execFileSync('renice', ['-n', '-15', '-p', String(rows[0]!.pid)], { stdio: 'ignore' });
    console.log(`PostgreSQL backend ${rows[0]!.pid} at nice -15 too.`);
  } catch {
    console.log('The PostgreSQL backend could not be reniced (another machine, or not root): it runs at its own priority.');
  }
}

async function prepare(db: Database): Promise<void> {
  await migrateLatest(db.knex, db.schema);
  const songs = Number((await db.knex('songs').count('* as n').first())?.n ?? 0);
  if (args.reuse && songs === size) {
    console.log(`Reusing the seeded catalogue of ${songs} songs.`);
    return;
  }
  const started = performance.now();
  await seedSyntheticCatalogue(db.knex, { size });
  await db.knex.raw('vacuum analyze songs, artists, verses, song_features, search_terms');
  console.log(`Seeded ${size} songs and indexed them for search in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

interface Timing {
  query: BenchQuery;
  ms: number;
  cache: string | null;
  /** The server's own account of a cache miss (Server-Timing): milliseconds per phase. */
  phases: Record<string, number>;
}

/**
 * One keep-alive connection, as a client that keeps its connection open (the apps, a proxy) has:
 * the figures are then the server's, not those of opening connections. node:http rather than
 * fetch: in this same process, fetch's own work (0.4 ms a request, measured) would be counted
 * as the search's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const serverPhases = (header: string | string[] | undefined): Record<string, number> =>
  Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => /^\s*([\w-]+);dur=([\d.]+)/.exec(part))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, Number(match[2])]),
  );

async function run(base: string, path: string, mix: BenchQuery[]): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const query of mix) {
    const started = performance.now();
    const response = await get(`${base}${path}?query=${encodeURIComponent(query.query)}`);
    JSON.parse(response.body);
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} to "${query.query}"`);
    const cache = response.headers['x-search-cache'];
    timings.push({ query, ms, cache: typeof cache === 'string' ? cache : null, phases: serverPhases(response.headers['server-timing']) });
  }
  return timings;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summary(timings: Timing[]) {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const row = (label: string, timings: Timing[]) => {
  const { p50, p95, p99 } = summary(timings);
  return `${label.padEnd(34)} p50 ${ms(p50)}   p95 ${ms(p95)}   p99 ${ms(p99)}`;
};

/**
 * Where the misses spent their time, each phase's own percentiles (the server's Server-Timing), and
 * the rest: HTTP, routing, presenting, JSON, the client, and any wait for a CPU or a collection.
 */
function phaseRows(timings: Timing[]): string[] {
  const phases = { lookup: 'the dictionary lookup', top: 'the most played songs', rank: 'ranking and cards' };
  const asTimings = (pick: (t: Timing) => number) => timings.map((t) => ({ ...t, ms: pick(t) }));
  return [
    ...Object.entries(phases).map(([phase, label]) => row(`  of which ${label}`, asTimings((t) => t.phases[phase] ?? 0))),
    row('  of which the rest', asTimings((t) => t.ms - Object.keys(phases).reduce((sum, phase) => sum + (t.phases[phase] ?? 0), 0))),
  ];
}

if (args['high-priority']) {
  setPriority(-15);
  console.log('Running at nice -15 (--high-priority).');
}
const db = await openBenchDatabase();
await prepare(db);
if (args['high-priority'] && db.kind === 'postgres') await prioritizeBackend(db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: path.join(tmpdir(), 'hees-bench-storage') });
const app = createApp({
  config,
  db,
  logger: createLogger('silent'),
  clientAssets: () => ({ version: 'bench', tags: '' }),
  extraRoutes: () => [ilikeBaselineRoutes(db.knex)],
});
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

try {
  const mix = await buildQueryMix(db.knex);
  // Warm up as a server that has been answering searches for a while: another 200 queries of the
  // same kinds, none of them in the mix. Each statement shape is prepared once per connection
  // (generic-plan.ts), and the database's caches hold what searches read; without this the
  // first search of each shape would pay its planning in the figures of a running server.
  await run(base, '/bench/ilike-search', [{ kind: 'exact', query: 'warm up' }]);
  await run(base, '/api/searchy', await buildQueryMix(db.knex, 40, 'bench:search:warm-up', mix));

  const load = loadavg()[0]!.toFixed(2);
  const cold = await run(base, '/api/searchy', mix);
  const cached = await run(base, '/api/searchy', mix);
  const baseline = args['no-baseline'] ? [] : await run(base, '/bench/ilike-search', mix);

  const searchP = summary(cold);
  const hits = cached.filter((t) => t.cache === 'hit').length;
  console.log(`\n/api/searchy on ${size} synthetic songs, ${db.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}; ` +
    `${mix.length} queries; load average ${load} at start, ${loadavg()[0]!.toFixed(2)} at end` +
    `${args['high-priority'] ? '; benchmark at nice -15' : ''}\n`);
  console.log(row('search (every query a cache miss)', cold));
  for (const line of phaseRows(cold)) console.log(line);
  for (const kind of ['exact', 'prefix', 'variant', 'typo', 'lyrics'] as QueryKind[]) {
    console.log(row(`  ${kind}`, cold.filter((t) => t.query.kind === kind)));
  }
  console.log(row('search again (in-process cache)', cached));
  if (baseline.length > 0) {
    const baseP = summary(baseline);
    console.log(row("ILIKE '%q%' baseline", baseline));
    console.log(
      `\nspeedup over the baseline: ${(baseP.p50 / searchP.p50).toFixed(0)}x at p50, ${(baseP.p95 / searchP.p95).toFixed(0)}x at p95, ` +
        `${(baseP.p99 / searchP.p99).toFixed(0)}x at p99`,
    );
  }
  console.log(
    `cache: first pass ${cold.filter((t) => t.cache === 'hit').length}/${cold.length} hits, second pass ${hits}/${cached.length} hits`,
  );
} finally {
  agent.destroy();
  server.close();
  app.shutdown();
  await db.close();
}
