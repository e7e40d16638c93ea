/**
 * `npm run bench:charts [-- --events 400000] [-- --name bench_charts] [-- --port 0]`: what the home
 * page's charts cost with no plays and with a month of plays at the spec's volume (1.2M minutes
 * streamed a month: about 400,000 play events), read from the hourly rollups (today) and from raw
 * play events (the baseline, tests/helpers/raw-charts.ts), in the same run over the same rows.
 *
 * The demo catalogue goes into a database of its own: a PGlite data directory under the system's
 * tmp, or, when DATABASE_URL is set, the schema `--name` on that server. The month of plays is
 * written the way the demo seed writes its plays (bulk rows, then the rollups rebuilt from them),
 * then vacuumed and analyzed as autovacuum would leave a server after a bulk load. For each:
 * - home data: homeSections() in process, every section, the charts ranked once a minute (as the app
 *   does: each call reads cards only), ranked on every call from the rollups, or from raw events;
 * - /api/homepage: the same through the HTTP stack (the baseline at /bench/raw-homepage).
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Router } from 'express';
import { createApp } from '../../server/app';
import type { AppContext } from '../../server/app-context';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { createLogger } from '../../server/logger';
import { homeSections, promoForDevice } from '../../server/features/home/home.loaders';
import { homeCharts, type ChartQueries } from '../../server/features/home/home-charts';
import { rebuildPlayRollups } from '../../server/features/plays/play-rollups';
import { seedDemoCatalogue } from '../../database/seeds/demo';
import { monthOfPlays } from './month-of-plays';
import { rawTopSongs, rawTrendingArtists, rawTrendingSongs } from '../helpers/raw-charts';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '400000' },
    name: { type: 'string', default: 'bench_charts' },
    port: { type: 'string', default: '0' },
  },
});
const EVENTS = Number(args.events);
const DAY_MS = 86_400_000;
const rawQueries: ChartQueries = { trendingSongs: rawTrendingSongs, trendingArtists: rawTrendingArtists, topSongs: rawTopSongs };

async function openBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = path.join(tmpdir(), `hees-${args.name.replace(/_/g, '-')}-pglite`);
    rmSync(dataDir, { recursive: true, force: true });
    return openDatabase({ pgliteDataDir: dataDir });
  }
  const admin = await openDatabase({ url, poolMax: 1 });
  await admin.knex.raw('drop schema if exists ?? cascade', [args.name]);
  await admin.knex.raw('create schema ??', [args.name]);
  await admin.close();
  return openDatabase({ url, schema: args.name, poolMax: 10 });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Median and worst of `runs` timings after two warm-up calls. */
async function time(runs: number, work: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  for (let i = 0; i < 2; i++) await work();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(runs / 2)]!, max: timings.at(-1)! };
}

const db = await openBenchDatabase();
await migrateLatest(db.knex, db.schema);
// Ranked on every call (from raw events: the first baseline; from the rollups: the second), and
// ranked once a minute as the app does (FIGURES_REFRESH_SECONDS), each call then reading cards only.
const rawCharts = homeCharts(db.knex, { maxAgeMs: 0, queries: rawQueries });
const rollupCharts = homeCharts(db.knex, { maxAgeMs: 0 });
const keptCharts = homeCharts(db.knex, { maxAgeMs: 60_000 });
const storageDir = path.join(tmpdir(), `hees-${args.name.replace(/_/g, '-')}-storage`);
await seedDemoCatalogue(db.knex, { storageDir });
await db.knex.transaction(async (trx) => {
  await trx('play_events').delete();
  await rebuildPlayRollups(trx);
});

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir });
let context!: AppContext;
const app = createApp({
  config,
  db,
  logger: createLogger('silent'),
  clientAssets: () => ({ version: 'bench', tags: '' }),
  extraRoutes: (appContext) => {
    context = appContext;
    const router = Router();
    router.get('/bench/raw-homepage', async (req, res) => {
      res.json({ data: await homeSections(appContext, rawCharts, promoForDevice(req.get('User-Agent'))) });
    });
    return [router];
  },
});
const server = app.listen(Number(args.port), '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
async function measure(label: string): Promise<void> {
  await db.knex.raw('vacuum analyze play_events, song_plays_hourly, artist_plays_hourly, play_seconds_hourly');
  const events = Number((await db.knex('play_events').count('* as n').first())?.n ?? 0);
  const weekBuckets = Number((await db.knex('song_plays_hourly').where('hour', '>=', new Date(Date.now() - 14 * DAY_MS)).count('* as n').first())?.n ?? 0);
  console.log(`\n${label}: ${events} play events; ${weekBuckets} song buckets in the last 14 days; load average ${loadavg()[0]!.toFixed(2)}`);
  const runs = events > 100_000 ? 8 : 20;
  const rows: [string, () => Promise<unknown>][] = [
    ['home data, ranking kept (now)', () => homeSections(context, keptCharts, promoForDevice(undefined))],
    ['home data, ranked from rollups', () => homeSections(context, rollupCharts, promoForDevice(undefined))],
    ['home data, ranked from raw events', () => homeSections(context, rawCharts, promoForDevice(undefined))],
    ['GET /api/homepage (now)', () => get(`${base}/api/homepage`)],
    ['GET /api/homepage, raw (before)', () => get(`${base}/bench/raw-homepage`)],
  ];
  for (const [name, work] of rows) {
    const { median, max } = await time(runs, work);
    console.log(`${name.padEnd(34)} median ${ms(median)}   max ${ms(max)}   (${runs} runs)`);
  }
}

try {
  console.log(`Demo catalogue on ${db.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server'}.`);
  await measure('No plays');
  const started = performance.now();
  await monthOfPlays(db.knex, EVENTS, new Date());
  console.log(`\n(wrote ${EVENTS} events and rebuilt the rollups in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await measure('A month of plays');
} finally {
  agent.destroy();
  server.close();
  app.shutdown();
  await db.close();
}
