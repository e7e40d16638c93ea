/**
 * `npm run bench:capacity [-- --requests 600] [-- --connections 8]`: the figures behind "Capacity on paper"
 * (docs/operations.md#capacity-on-paper), measured as CPU time rather than wall time (this machine is
 * shared, so a request's latency says more about the neighbours than about the request):
 *
 * - CPU per request of the main routes, with the visitor cache off (uncached) and on (cached): the
 *   server process's user + system time across a run (`process.cpuUsage`), divided by the requests.
 *   The requests come from a child process (load-client.ts), so the client's work is not counted. On
 *   the embedded database (no DATABASE_URL) the figure includes PGlite's worker thread, i.e. the
 *   database's work as well; with DATABASE_URL it is the app's alone. Beside each, the baseline of the
 *   same run: a bare `node:http` server in this process answering the same bytes from memory.
 * - The play-ingest cost: one `POST /api/analytics/plays` of a play and its end (a new listener each).
 * - What a play event costs the database on disk: play_events' size with its indexes per row.
 * - Job cost: CPU seconds of ffmpeg per minute of audio for the song-audio job's one ffmpeg run
 *   (loudness normalisation and both renditions, server/services/ffmpeg/audio-renditions.ts), beside one
 *   plain 128 kbps encode; the children's CPU time from /proc/self/stat (cutime + cstime).
 * - Stream bandwidth per listener: the renditions' bitrates as ffprobe reads them.
 *
 * Then the sizing table for 10x, 100x and 1,000x the spec's 1.2M minutes a month, from these figures and
 * the assumptions printed with it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { makeRenditions } from '../../server/services/ffmpeg/audio-renditions';
import { seedDemoCatalogue } from '../../database/seeds/demo';
import { openFreshDatabase } from '../helpers/database';
import { inertiaVersion, listen } from './demo-app';
import { forkWorker } from './fork-worker';
import type { LoadRequest, LoadResult, LoadRun } from './load-client';
import { sendRecorded, type RecordedAnswer } from './recorded-answer';
import { sizing, printSizing, type Measured } from './capacity-sizing';

const { values: args } = parseArgs({
  options: { requests: { type: 'string', default: '600' }, connections: { type: 'string', default: '8' } },
});
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const WARM_UP = 100;
const BROWSER = { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:capacity' };

interface Route {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** CPU microseconds this process spent while `work` ran (every thread: PGlite's worker too). */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

/** CPU seconds of the children this process has waited for so far (ffmpeg runs), from /proc/self/stat. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3; cutime and cstime are fields 16 and 17 (1-based), in clock ticks.
  const ticks = Number(fields[13]) + Number(fields[14]);
  const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return ticks / hz;
}

function rawGet(base: string, route: Route): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(`${base}${route.path}`, { headers: route.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ type: String(res.headers['content-type']), encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

async function routesOf(db: Database, base: string): Promise<Route[]> {
  const song = (await db.knex('songs').whereNull('deleted_at').whereNotNull('mp3').orderBy('plays_count', 'desc').first('id')).id as number;
  const artist = (await db.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id as number;
  const inertia = { ...BROWSER, 'X-Inertia': 'true', 'X-Inertia-Version': await inertiaVersion(base) };
  return [
    { name: '/ (HTML)', path: '/', headers: BROWSER },
    { name: '/song/{id} (HTML)', path: `/song/${song}`, headers: BROWSER },
    { name: '/song/{id} (Inertia)', path: `/song/${song}`, headers: inertia },
    { name: '/artist/{id} (HTML)', path: `/artist/${artist}`, headers: BROWSER },
    { name: '/api/homepage', path: '/api/homepage', headers: BROWSER },
    { name: '/api/_song (play start)', path: `/api/_song?id=${song}&type=SONG`, headers: BROWSER },
  ];
}

async function startApp(db: Database, storageDir: string, cacheSeconds: string) {
  const config = loadConfig({
    NODE_ENV: 'production', APP_KEY: 'bench-key', LOG_LEVEL: 'warn', STORAGE_DIR: storageDir, PORT: '0',
    VISITOR_CACHE_SECONDS: cacheSeconds, RATE_LIMIT_LISTENING: '100000', FORCE_HTTPS: 'false',
  });
  const app = createApp({ config, db, logger: createLogger(config.logLevel) });
  const server = createServer(app);
  return { url: await listen(server), stop: () => stopServer(server).then(() => app.shutdown()) };
}

function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

type Client = ReturnType<typeof forkWorker<LoadRun>>;

/** CPU µs per request of `requests` (after a warm-up of the same), failing on any answer but `ok`. */
async function perRequest(client: Client, base: string, requests: (count: number, offset: number) => LoadRequest[], ok: number): Promise<number> {
  await client.ask<LoadResult>({ base, requests: requests(WARM_UP, 0), connections: CONNECTIONS, timeoutMs: 30_000 });
  let result: LoadResult | undefined;
  const cpu = await cpuOf(async () => (result = await client.ask<LoadResult>({ base, requests: requests(REQUESTS, WARM_UP), connections: CONNECTIONS, timeoutMs: 30_000 })));
  const route = result!.routes[0]!;
  if ((route.statuses[ok] ?? 0) !== REQUESTS) throw new Error(`${route.route}: ${JSON.stringify(route.statuses)} ${JSON.stringify(route.errors)}`);
  return cpu / REQUESTS;
}

const repeat = (route: Route) => (count: number): LoadRequest[] => Array.from({ length: count }, () => ({ route: route.name, path: route.path, headers: route.headers }));

async function measureRoutes(db: Database, storageDir: string, client: Client) {
  const rows: { route: string; uncached: number; cached: number; baseline: number; kb: number }[] = [];
  const uncached = await startApp(db, storageDir, '0');
  const routes = await routesOf(db, uncached.url);
  const uncachedCpu = new Map<string, number>();
  try {
    for (const route of routes) uncachedCpu.set(route.name, await perRequest(client, uncached.url, repeat(route), 200));
  } finally {
    await uncached.stop();
  }
  const cached = await startApp(db, storageDir, '600');
  const answers = new Map<string, RecordedAnswer>();
  try {
    for (const route of routes) {
      answers.set(route.name, await rawGet(cached.url, route));
      const cpu = await perRequest(client, cached.url, repeat(route), 200);
      rows.push({ route: route.name, uncached: uncachedCpu.get(route.name)!, cached: cpu, baseline: 0, kb: answers.get(route.name)!.body.length / 1024 });
    }
  } finally {
    await cached.stop();
  }
  // The baseline: the same bytes from memory, by node:http in this process.
  for (const row of rows) {
    const answer = answers.get(row.route)!;
    const bare = createServer((_req, res) => sendRecorded(res, answer));
    const base = await listen(bare);
    try {
      row.baseline = await perRequest(client, base, repeat(routes.find((route) => route.name === row.route)!), 200);
    } finally {
      await stopServer(bare);
    }
  }
  return rows;
}

/** A play and its end, from a new listener each time (its own browser), as the player reports them. */
async function measureIngest(db: Database, storageDir: string, client: Client) {
  const song = await db.knex('songs').whereNotNull('mp3').orderBy('id').first('id', 'duration_seconds');
  const body = JSON.stringify({ events: [
    { name: 'Song', event_category: 'play', song_id: song.id },
    { name: 'Song', event_category: 'ended', song_id: song.id, seconds: song.duration_seconds },
  ] });
  const app = await startApp(db, storageDir, '30');
  try {
    const before = Number((await db.knex('play_events').count('* as n'))[0]!.n);
    const requests = (count: number, offset: number): LoadRequest[] => Array.from({ length: count }, (_, i) => ({
      route: 'POST /api/analytics/plays', path: '/api/analytics/plays', method: 'POST', body,
      headers: { 'Content-Type': 'application/json', 'User-Agent': `bench:capacity listener ${offset + i}` },
    }));
    const cpu = await perRequest(client, app.url, requests, 202);
    const rows = Number((await db.knex('play_events').count('* as n'))[0]!.n);
    const counted = Number((await db.knex('play_events').where('counted', true).count('* as n'))[0]!.n);
    if (rows - before !== 2 * (REQUESTS + WARM_UP)) throw new Error(`expected ${2 * (REQUESTS + WARM_UP)} new play events, found ${rows - before}`);
    await db.knex.raw('vacuum analyze play_events');
    const size = Number((await db.knex.raw(`select pg_total_relation_size('play_events') as bytes`)).rows[0].bytes);
    return { cpu, bytesPerEvent: size / rows, rows, counted };
  } finally {
    await app.stop();
  }
}

/** ffmpeg's CPU per minute of audio: the song-audio job's run and a plain encode, on a 3-minute song. */
async function measureJobs(work: string) {
  const source = path.join(work, 'three-minutes.mp3');
  const minutes = 3;
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=220:d=${minutes * 60}`, '-f', 'lavfi', '-i', `sine=f=330:d=${minutes * 60}`, '-f', 'lavfi', '-i', `anoisesrc=d=${minutes * 60}:a=0.05`,
    '-filter_complex', '[0][1]amerge=inputs=2[s];[s][2]amix=inputs=2,pan=stereo|c0=c0|c1=c1', '-c:a', 'libmp3lame', '-b:a', '192k', source]);
  const plainStart = childCpuSeconds();
  spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-c:a', 'libmp3lame', '-b:a', '128k', path.join(work, 'plain.mp3')]);
  const plain = childCpuSeconds() - plainStart;
  const jobStart = childCpuSeconds();
  const wallStart = performance.now();
  const renditions = await makeRenditions(source, work, { ffmpegPath: 'ffmpeg', timeoutMs: 600_000 });
  const wall = (performance.now() - wallStart) / 1000;
  const job = childCpuSeconds() - jobStart;
  const kbps = (file: string) => Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=bit_rate', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim()) / 1000;
  return {
    cpuPerMinute: job / minutes, plainPerMinute: plain / minutes, wallPerMinute: wall / minutes,
    standardKbps: kbps(renditions.standard), saverKbps: kbps(renditions.saver),
    storedMbPerMinute: (statSync(renditions.standard).size + statSync(renditions.saver).size) / 1e6 / minutes,
  };
}

const us = (value: number) => `${(value / 1000).toFixed(2).padStart(7)} ms`;

async function main() {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/build/build.ts', '--if-changed'], { stdio: 'inherit' });
  const work = mkdtempSync(path.join(tmpdir(), 'hees-bench-capacity-'));
  const client = forkWorker<LoadRun>(new URL('./load-client.ts', import.meta.url));
  const loadAtStart = loadavg()[0]!.toFixed(2);
  const db = await openFreshDatabase({ pgliteDataDir: path.join(work, 'db'), poolMax: 10 });
  try {
    await seedDemoCatalogue(db.knex, { storageDir: work });
    const kind = db.kind === 'pglite' ? 'PGlite (embedded; CPU includes the database)' : 'a PostgreSQL server (CPU is the app\'s alone)';
    const routes = await measureRoutes(db, work, client);
    const ingest = await measureIngest(db, work, client);
    const jobs = await measureJobs(work);

    console.log(`\nbench:capacity on ${kind}, demo catalogue; ${cpus().length} cores; ${CONNECTIONS} connections, ${REQUESTS} requests a route after ${WARM_UP} to warm up; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end\n`);
    console.log(`${'route'.padEnd(26)} ${'CPU uncached'.padStart(12)} ${'CPU cached'.padStart(12)} ${'node:http'.padStart(12)} ${'cached/bare'.padStart(11)} ${'KB'.padStart(6)}`);
    for (const row of routes) {
      console.log(`${row.route.padEnd(26)} ${us(row.uncached).padStart(12)} ${us(row.cached).padStart(12)} ${us(row.baseline).padStart(12)} ${(row.cached / row.baseline).toFixed(1).padStart(10)}x ${row.kb.toFixed(1).padStart(6)}`);
    }
    const bare = routes.reduce((sum, row) => sum + row.baseline, 0) / routes.length;
    console.log(`${'POST /api/analytics/plays'.padEnd(26)} ${us(ingest.cpu).padStart(12)} ${''.padStart(12)} ${us(bare).padStart(12)} ${(ingest.cpu / bare).toFixed(1).padStart(10)}x   (a play and its end; ${ingest.counted} of ${ingest.rows} events counted)`);
    console.log(`\nplay_events on disk: ${ingest.bytesPerEvent.toFixed(0)} bytes an event with its indexes (${ingest.rows} rows)`);
    console.log(`song-audio ffmpeg run: ${jobs.cpuPerMinute.toFixed(2)} CPU s per minute of audio (${jobs.wallPerMinute.toFixed(2)} s wall), beside ${jobs.plainPerMinute.toFixed(2)} for one plain 128 kbps encode (${(jobs.cpuPerMinute / jobs.plainPerMinute).toFixed(1)}x)`);
    console.log(`renditions: ${jobs.standardKbps.toFixed(0)} kbps standard, ${jobs.saverKbps.toFixed(0)} kbps data saver; ${jobs.storedMbPerMinute.toFixed(2)} MB stored per minute of audio`);

    const measured: Measured = {
      pageCpuUncachedMs: mean(routes.filter((row) => !row.route.startsWith('/api/_song')).map((row) => row.uncached)) / 1000,
      pageCpuCachedMs: mean(routes.filter((row) => !row.route.startsWith('/api/_song')).map((row) => row.cached)) / 1000,
      playStartCpuMs: routes.find((row) => row.route.startsWith('/api/_song'))!.uncached / 1000,
      ingestCpuMs: ingest.cpu / 1000,
      bytesPerPlayEvent: ingest.bytesPerEvent,
      ffmpegCpuPerAudioMinute: jobs.cpuPerMinute,
      standardKbps: jobs.standardKbps,
      storedMbPerAudioMinute: jobs.storedMbPerMinute,
    };
    printSizing(measured, [10, 100, 1000].map((scale) => sizing(measured, scale)));
  } finally {
    client.stop();
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

await main();
