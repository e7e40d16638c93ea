/**
 * `npm run bench:charts [-- --size 100000] [-- --events 1200000] [-- --requests 500] [-- --connections 32]`:
 * whether the home page's cost depends on how much is played (issue 34: it must not). The same
 * catalogue is measured with no plays, then with a month of plays at the spec's volume (1.2M play
 * events: about 400,000 counted plays and 1.2M minutes heard, month-of-plays.ts), in the same run:
 * req/s of `/` (HTML) and `/api/homepage`, with FIGURES_REFRESH_SECONDS=0 (as the tests run) and 60
 * (the default), the visitor cache off (every answer made), and the ratio month / few (goal >= 0.9): `few` is a
 * quiet month (3,000 events) that fills every chart, so the page holds the same cards as with the month; with
 * none the charts are empty and the page smaller (printed for the record).
 *
 * Beside them, the baseline of what FIGURES_REFRESH_SECONDS=0 did before the kept ranking:
 * `/bench/ranked-homepage` ranks the charts from the rollups on every request (the same JSON as
 * /api/homepage); and what one ranking costs (the charts job's work).
 *
 * The catalogue (`--size` synthetic songs, size/20 artists; 0: the demo catalogue) goes into a
 * database of its own: PGlite in a temporary folder, or a database of its own on DATABASE_URL. Each
 * phase is vacuumed, checkpointed and ranked by the charts job's work first (a site in its steady
 * state). The app runs as `npm start` runs it (the built server, a process of its own), a fresh one
 * per phase and refresh; the baseline runs last, in this process (it needs a route of its own). The
 * load comes from a child process (load-client.ts) over keep-alive connections, each route after a
 * warm-up. Every request to the app must get a 200, or the run fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { Router } from 'express';
import { createApp } from '../../server/app';
import type { AppContext } from '../../server/app-context';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { homeSections, promoForDevice } from '../../server/features/home/home.loaders';
import type { HomeCharts } from '../../server/features/home/home-charts';
import { CHART_LENGTH, keepChartRankings, rankCharts, rollupChartQueries } from '../../server/features/home/chart-rankings';
import { lastWeek } from '../../server/features/home/home.queries';
import { songCardsByIds } from '../../server/features/songs/songs.queries';
import { artistCardsByIds } from '../../server/features/artists/artists.queries';
import { inOrderOf } from '../../server/lib/ids';
import { seedDemoCatalogue } from '../../database/seeds/demo';
import { seedSyntheticCatalogue } from '../../database/seeds/synthetic';
import { rebuildPlayRollups } from '../../server/features/plays/play-rollups';
import { openFreshDatabase } from '../helpers/database';
import { listen } from './demo-app';
import { startServerProcess, type ServerProcess } from './server-process';
import { monthOfPlays } from './month-of-plays';
import { forkWorker } from './fork-worker';
import type { LoadRequest, LoadResult, LoadRun, RouteResult } from './load-client';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    events: { type: 'string', default: '1200000' },
    requests: { type: 'string', default: '500' },
    connections: { type: 'string', default: '32' },
  },
});
const SIZE = Number(args.size);
const EVENTS = Number(args.events);
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
// Enough for the server's JIT to settle, so the first route measured is not the slowest.
const WARM_UP = 300;
const PORT = Number(process.env.PORT ?? 4831);
const GOAL = 0.9;
const DAY_MS = 86_400_000;
const BROWSER = { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:charts' };

/** The home charts as FIGURES_REFRESH_SECONDS=0 made them before the kept ranking: ranked on every request. */
function rankedOnEveryRequest(db: Database): HomeCharts {
  const knex = db.knex;
  return {
    async lists() {
      const now = Date.now();
      const ranked = await rankCharts(knex, rollupChartQueries, now, lastWeek(new Date(now)).since.getTime());
      const [songs, artists] = await Promise.all([songCardsByIds(knex, [...new Set([...ranked.trending, ...ranked.topWeek])]), artistCardsByIds(knex, ranked.artists)]);
      return {
        trending: inOrderOf(ranked.trending, songs).slice(0, CHART_LENGTH.trending),
        artists: artists.slice(0, CHART_LENGTH.artists),
        topWeek: inOrderOf(ranked.topWeek, songs).slice(0, CHART_LENGTH.topWeek),
      };
    },
  };
}

async function seed(db: Database, storageDir: string): Promise<void> {
  const started = performance.now();
  if (SIZE === 0) {
    await seedDemoCatalogue(db.knex, { storageDir });
  } else {
    await seedSyntheticCatalogue(db.knex, { size: SIZE });
    // Synthetic songs have no audio; plays need a length to count minutes heard.
    await db.knex.raw('update songs set duration_seconds = 120 + (id % 240)');
  }
  // "No plays": whatever the seed played goes.
  await db.knex.transaction(async (trx) => {
    await trx('play_events').delete();
    await trx('songs').update({ plays_count: 0 });
    await rebuildPlayRollups(trx);
  });
  await db.knex.raw('vacuum analyze');
  console.log(`seeded ${SIZE === 0 ? 'the demo catalogue' : `${SIZE} songs`} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The baseline's app, in this process (it needs a route of its own): production settings, the
 * visitor cache off, FIGURES_REFRESH_SECONDS=0.
 */
async function startBaselineApp(db: Database, storageDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_KEY: 'bench-key',
    LOG_LEVEL: 'warn',
    STORAGE_DIR: storageDir,
    PORT: '0',
    VISITOR_CACHE_SECONDS: '0',
    FIGURES_REFRESH_SECONDS: '0',
  });
  const app = createApp({
    config,
    db,
    logger: createLogger(config.logLevel),
    extraRoutes: (context: AppContext) => {
      const router = Router();
      const before = rankedOnEveryRequest(db);
      router.get('/bench/ranked-homepage', async (req, res) => {
        res.json({ data: await homeSections(context, before, promoForDevice(req.get('User-Agent'))) });
      });
      return [router];
    },
  });
  const server = createServer(app);
  const url = await listen(server);
  return {
    url,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      app.shutdown();
    },
  };
}

/**
 * The app as `npm start` runs it (the built server, a process of its own, its jobs running), over the
 * bench's database, the visitor cache off, at FIGURES_REFRESH_SECONDS `refresh`. A fresh process for
 * each phase: none of the seeding's heap in the measured one, and each phase warms up alike.
 */
function startServer(db: Database, storageDir: string, refresh: number): Promise<ServerProcess> {
  const database: NodeJS.ProcessEnv = db.kind === 'pglite' ? { PGLITE_DATA_DIR: path.join(storageDir, 'db'), DATABASE_URL: '' } : { DATABASE_URL: db.url };
  return startServerProcess({
    build: 'built',
    port: PORT,
    env: { ...database, STORAGE_DIR: storageDir, VISITOR_CACHE_SECONDS: '0', FIGURES_REFRESH_SECONDS: String(refresh), SEED_ON_FIRST_START: 'false' },
  });
}

/**
 * `none`: no plays (the charts are empty, so the page is smaller: printed for the record); `few`: a
 * quiet month, FEW_EVENTS, enough that every chart is full; `month`: the spec's volume. The goal is
 * month / few: the same page, the same number of cards, with 400 times the plays behind it.
 */
type Phase = 'none' | 'few' | 'month';
const FEW_EVENTS = 3000;

interface Row {
  refresh: number;
  route: string;
  plays: Phase;
  result: RouteResult;
  rate: number;
}

const ROUTES: { name: string; path: string; before?: true }[] = [
  { name: '/ (HTML)', path: '/' },
  { name: '/api/homepage', path: '/api/homepage' },
  { name: 'ranked per request (before)', path: '/bench/ranked-homepage', before: true },
];

async function main() {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/build/build.ts', '--if-changed'], { stdio: 'inherit' });
  const client = forkWorker<LoadRun>(new URL('./load-client.ts', import.meta.url));
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-bench-charts-'));
  let db = await openFreshDatabase({ pgliteDataDir: path.join(storageDir, 'db'), poolMax: 10 });
  const kind = db.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server';
  const loadAtStart = loadavg()[0]!.toFixed(2);
  const rows: Row[] = [];
  const notes: string[] = [];

  const measure = async (plays: Row['plays']) => {
    await db.knex.raw('vacuum analyze');
    // The month's writes (and the vacuum's hint bits) flushed now, not by the checkpointer during the
    // measurement: a site in its steady state, not one a minute after a bulk load.
    await db.knex.raw('checkpoint');
    const events = Number((await db.knex('play_events').count('* as n').first())?.n ?? 0);
    const buckets = Number((await db.knex('song_plays_hourly').where('hour', '>=', new Date(Date.now() - 7 * DAY_MS)).count('* as n').first())?.n ?? 0);
    const now = Date.now();
    const started = performance.now();
    await rankCharts(db.knex, rollupChartQueries, now, lastWeek(new Date(now)).since.getTime());
    // The charts job's work, as it runs every few minutes: the kept ranking holds these plays, so at
    // FIGURES_REFRESH_SECONDS=60 too the page shows the charts of this phase, not the last one's.
    await keepChartRankings(db.knex, { now, weekStart: lastWeek(new Date(now)).since.getTime() });
    notes.push(`${plays}: ${events} play events, ${buckets} song buckets in the last 7 days; one ranking of the three charts ${(performance.now() - started).toFixed(0)} ms`);
    const measureRoute = async (base: string, route: (typeof ROUTES)[number], refresh: number) => {
      const requests = (count: number): LoadRequest[] => Array.from({ length: count }, () => ({ route: route.name, path: route.path, headers: BROWSER }));
      await client.ask<LoadResult>({ base, requests: requests(route.before ? 10 : WARM_UP), connections: CONNECTIONS, timeoutMs: 60_000 });
      // The baseline ranks on every request: a fifth as many keep the run short.
      const result = await client.ask<LoadResult>({ base, requests: requests(route.before ? Math.ceil(REQUESTS / 5) : REQUESTS), connections: CONNECTIONS, timeoutMs: 60_000 });
      const routeResult = result.routes[0]!;
      rows.push({ refresh, route: route.name, plays, result: routeResult, rate: routeResult.answered / result.seconds });
      const perAnswer = routeResult.answered ? routeResult.bytes / routeResult.answered / 1000 : 0;
      console.log(
        `  ${plays.padEnd(5)} refresh ${String(refresh).padStart(2)} s  ${route.name.padEnd(28)} ${(routeResult.answered / result.seconds).toFixed(0).padStart(6)} req/s, ${perAnswer.toFixed(1)} KB an answer, render cache ${routeResult.renderHits} hits ${routeResult.renderMisses} misses`,
      );
    };
    // The embedded database has one owner at a time: this process lets go of it while the server runs.
    if (db.kind === 'pglite') await db.close();
    try {
      for (const refresh of [60, 0]) {
        const server = await startServer(db, storageDir, refresh);
        try {
          for (const route of ROUTES) if (!route.before) await measureRoute(server.url, route, refresh);
        } finally {
          await server.stop();
        }
      }
    } finally {
      if (db.kind === 'pglite') db = await openDatabase({ pgliteDataDir: path.join(storageDir, 'db') });
    }
    // Last, so the statements it leaves running when its requests time out fall on nothing measured.
    const baseline = await startBaselineApp(db, storageDir);
    try {
      for (const route of ROUTES) if (route.before) await measureRoute(baseline.url, route, 0);
    } finally {
      await baseline.stop();
    }
  };

  try {
    await seed(db, storageDir);
    await measure('none');
    await monthOfPlays(db.knex, FEW_EVENTS, new Date());
    await measure('few');
    const started = performance.now();
    // The month replaces the quiet one's events, so it holds EVENTS exactly.
    await db.knex('play_events').delete();
    await monthOfPlays(db.knex, EVENTS, new Date());
    console.log(`wrote ${EVENTS} play events and rebuilt the rollups in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await measure('month');
  } finally {
    client.stop();
    await db.close();
    rmSync(storageDir, { recursive: true, force: true });
  }

  console.log(`\nbench:charts on ${kind}, ${SIZE === 0 ? 'demo catalogue' : `${SIZE} songs`}, ${EVENTS} play events for the month; ${cpus().length} cores; ${CONNECTIONS} keep-alive connections, ${REQUESTS} requests a route after ${WARM_UP}; visitor cache off; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end`);
  for (const note of notes) console.log(`  ${note}`);
  const header = ['none', `${FEW_EVENTS} events`, 'month'].map((label) => `${label} req/s (p95)`.padStart(20)).join(' ');
  console.log(`\n${'route'.padEnd(28)} ${'refresh'.padStart(7)} ${header} ${'month/few'.padStart(9)} ${'month/none'.padStart(10)}`);
  let failed = 0;
  let baselineFailed = 0;
  let missed = 0;
  for (const refresh of [0, 60]) {
    for (const route of ROUTES) {
      const [none, few, month] = (['none', 'few', 'month'] as const).map((plays) => rows.find((row) => row.refresh === refresh && row.route === route.name && row.plays === plays));
      if (!none || !few || !month) continue;
      // The baseline is what failed before: its 503s are its figures, not the app's.
      for (const row of [none, few, month]) {
        const notOk = row.result.sent - (row.result.statuses[200] ?? 0);
        if (route.before) baselineFailed += notOk;
        else failed += notOk;
      }
      const ratio = month.rate / few.rate;
      const cell = (row: Row) => `${row.rate.toFixed(0)} (${row.result.latency.p95.toFixed(0)} ms)`.padStart(20);
      const verdict = route.before ? '' : ratio >= GOAL ? '  met' : '  NOT MET';
      if (!route.before && ratio < GOAL) missed++;
      console.log(
        `${route.name.padEnd(28)} ${`${refresh} s`.padStart(7)} ${cell(none)} ${cell(few)} ${cell(month)} ${ratio.toFixed(2).padStart(9)} ${(month.rate / none.rate).toFixed(2).padStart(10)}${verdict}`,
      );
    }
  }
  console.log(`\nhome with a month of plays against a quiet month (the same cards): goal >= ${GOAL} for / and /api/homepage at FIGURES_REFRESH_SECONDS 0 and 60: ${missed === 0 ? 'met' : `NOT MET (${missed})`}`);
  if (baselineFailed > 0) console.log(`the baseline (ranked on every request) did not answer 200 ${baselineFailed} times`);
  console.log(failed === 0 ? 'every request to the app answered 200' : `${failed} requests to the app did NOT answer 200`);
  if (failed > 0) process.exitCode = 1;
}

await main();
