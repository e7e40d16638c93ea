/**
 * `npm run bench:load [-- --requests 20000] [-- --connections 50] [-- --warm-up 1000]`: the whole site
 * under a realistic mix of requests (load-mix.ts): pages as HTML and as Inertia visits, the API of
 * the apps, searches, audio ranges.
 *
 * The app runs here, built as `npm start` builds it (scripts/build, only when the sources changed)
 * and with production settings, over the demo catalogue in a database of its own (demo-app.ts:
 * embedded PGlite, or a schema of its own on DATABASE_URL that is dropped afterwards). The requests
 * come from a child process (load-client.ts) over keep-alive connections, so the figures are the
 * server's, not those of a load generator sharing its event loop. After a warm-up (statements
 * prepared, the SSR bundle loaded, other searches cached), the measured requests go out in a fixed
 * order; the run fails unless every request got an answer, with no connection error, no timeout
 * and no 5xx.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { inertiaVersion, startDemoApp, type DemoApp } from './demo-app';
import { forkWorker, type Worker } from './fork-worker';
import type { LoadResult, LoadRun, RouteResult } from './load-client';
import { buildLoadMix, readCatalogue, ROUTE_NAMES } from './load-mix';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    connections: { type: 'string', default: '50' },
    'warm-up': { type: 'string', default: '1000' },
  },
});
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const WARM_UP = Number(args['warm-up']);
/** Distinct queries of the measured run; the warm-up searches for others. */
const QUERIES = 300;
const TIMEOUT_MS = 30_000;

const average = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const count = (record: Record<string, number>, keep: (key: string) => boolean = () => true) =>
  Object.entries(record).reduce((sum, [key, n]) => sum + (keep(key) ? n : 0), 0);
/** Answers that are neither success nor redirect: what a client would see as a failure. */
const failedStatuses = (route: RouteResult) => count(route.statuses, (status) => Number(status) < 200 || Number(status) >= 400);
const serverErrors = (route: RouteResult) => count(route.statuses, (status) => Number(status) >= 500);
const listed = (record: Record<string, number>) => Object.entries(record).map(([key, n]) => `${key} x${n}`).join(', ');

function printTable(result: LoadResult) {
  const header = `${'route'.padEnd(26)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'>=400'.padStart(6)} ${'5xx'.padStart(5)} ${'errors'.padStart(6)}`;
  const row = (name: string, route: RouteResult) =>
    `${name.padEnd(26)} ${String(route.sent).padStart(8)} ${(route.answered / result.seconds).toFixed(0).padStart(7)} ` +
    [route.latency.p50, route.latency.p95, route.latency.p99, route.latency.max].map((ms) => ms.toFixed(1).padStart(7)).join(' ') +
    ` ${String(failedStatuses(route)).padStart(6)} ${String(serverErrors(route)).padStart(5)} ${String(count(route.errors)).padStart(6)}`;
  console.log(header);
  const byName = new Map(result.routes.map((route) => [route.route, route]));
  for (const name of ROUTE_NAMES) {
    const route = byName.get(name);
    if (route) console.log(row(name, route));
  }
  console.log(row('all', overall(result)));
}

/** Every route together. */
function overall(result: LoadResult): RouteResult {
  const merge = (pick: (route: RouteResult) => Record<string, number>) => {
    const merged: Record<string, number> = {};
    for (const route of result.routes) for (const [key, n] of Object.entries(pick(route))) merged[key] = (merged[key] ?? 0) + n;
    return merged;
  };
  const sum = (pick: (route: RouteResult) => number) => result.routes.reduce((total, route) => total + pick(route), 0);
  return {
    route: 'all',
    sent: sum((r) => r.sent),
    answered: sum((r) => r.answered),
    statuses: merge((r) => r.statuses),
    errors: merge((r) => r.errors),
    cacheHits: sum((r) => r.cacheHits),
    renderHits: sum((r) => r.renderHits),
    renderMisses: sum((r) => r.renderMisses),
    bytes: sum((r) => r.bytes),
    latency: result.overallLatency,
  };
}

async function main() {
  // The client and the SSR bundle as `npm start` serves them: pages are measured with server rendering.
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/build/build.ts', '--if-changed'], { stdio: 'inherit' });

  // The mix only reads, and reads are never rate limited; the limits are raised anyway so that a
  // mix with writes would measure the app rather than its 429s.
  const app = await startDemoApp({ RATE_LIMIT_SIGN_IN: '100000', RATE_LIMIT_WRITES: '100000', RATE_LIMIT_LISTENING: '100000' });
  const client = forkWorker<LoadRun>(new URL('./load-client.ts', import.meta.url));
  try {
    if (!(await measure(app, client))) process.exitCode = 1;
  } finally {
    client.stop();
    await app.stop();
  }
}

/** Warm up, then the measured run and its report; true when the bar is met. */
async function measure(app: DemoApp, client: Worker<LoadRun>): Promise<boolean> {
  const version = await inertiaVersion(app.url);
  const catalogue = await readCatalogue(app.db.knex, path.join(app.storageDir, 'media'), QUERIES * 2);
  const run = (requests: number, seed: string, queries: string[]) =>
    client.ask<LoadResult>({
      base: app.url,
      requests: buildLoadMix(catalogue, { count: requests, seed, inertiaVersion: version, queries }),
      connections: CONNECTIONS,
      timeoutMs: TIMEOUT_MS,
    });
  const measuredQueries = catalogue.queries.slice(0, QUERIES);
  const warmUpQueries = catalogue.queries.slice(QUERIES);
  await run(WARM_UP, 'bench:load:warm-up', warmUpQueries.length > 0 ? warmUpQueries : measuredQueries);

  const loadAtStart = average();
  const serverLag = monitorEventLoopDelay({ resolution: 10 });
  serverLag.enable();
  const cpu = process.cpuUsage();
  const result = await run(REQUESTS, 'bench:load', measuredQueries);
  const used = process.cpuUsage(cpu);
  serverLag.disable();

  const all = overall(result);
  // Only the API says whether it answered from the cache (X-Search-Cache).
  const searches = result.routes.filter((route) => route.route === 'GET /api/searchy');
  console.log(
    `\nHees under load: ${app.db.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}, demo catalogue; ${cpus().length} cores; ` +
      `load average ${loadAtStart} at start, ${average()} at end`,
  );
  console.log(
    `${all.sent} requests over ${CONNECTIONS} keep-alive connections in ${result.seconds.toFixed(1)} s (${(all.answered / result.seconds).toFixed(0)} req/s), ` +
      `after a warm-up of ${WARM_UP}; ${measuredQueries.length} distinct search queries\n`,
  );
  printTable(result);
  console.log();
  for (const route of [...result.routes, all].filter((r) => failedStatuses(r) > 0 || count(r.errors) > 0)) {
    console.log(`${route.route}: ${listed(route.statuses)}${count(route.errors) > 0 ? `; no answer: ${listed(route.errors)}` : ''}`);
  }
  const unanswered = all.sent - all.answered;
  console.log(`answered: ${all.answered} of ${all.sent} requests${unanswered === 0 ? ', every request got an answer' : `; ${unanswered} WITHOUT an answer`}`);
  console.log(`connections opened: ${result.connectionsOpened} (${CONNECTIONS} when keep-alive held throughout)`);
  console.log(
    `/api/searchy answered from the in-process cache: ${searches.reduce((n, r) => n + r.cacheHits, 0)} of ${searches.reduce((n, r) => n + r.answered, 0)} ` +
      '(a query misses the first time and again once its cache entry is a minute old)',
  );
  console.log(
    `app process: ${(((used.user + used.system) / 1000 / (result.seconds * 1000)) * 100).toFixed(0)}% of one core` +
      `${app.db.kind === 'pglite' ? ' (the embedded database\'s worker thread included)' : ''}, ` +
      `event-loop delay p99 ${(serverLag.percentile(99) / 1e6).toFixed(1)} ms, max ${(serverLag.max / 1e6).toFixed(1)} ms; ` +
      `load generator's worst event-loop delay ${result.generatorLagMs.toFixed(1)} ms`,
  );
  const met = count(all.errors) === 0 && serverErrors(all) === 0 && unanswered === 0;
  console.log(`\nbar (no connection error or timeout, no 5xx, every request answered): ${met ? 'met' : 'NOT MET'}`);
  return met;
}

await main();
