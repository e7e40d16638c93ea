/**
 * `npm run bench:backstage [-- --size 100000] [-- --requests 20] [-- --reuse] [-- --name NAME]`:
 * every backstage list at `size` synthetic songs (size/20 artists, the synthetic seed) and as many
 * finished jobs, as staff open them: one Inertia visit at a time, signed in as the admin. For each
 * list: page 1, the middle page and the last page, then each of its filters, sorts and tabs (page 1
 * and its last page). Each URL is asked `--requests` times after 2 to warm up; beside its p50/p95
 * stands its floor, measured in the same run: the very statements the app ran for that answer (caught
 * from knex's `query` event), all at once over bare `pg` connections, with no Express, Inertia or JSON
 * around them, right after the app's requests of that URL. The goal: every page at most 50 ms p95.
 *
 * On PGlite (no DATABASE_URL) in a data folder under the temporary directory; with DATABASE_URL, the
 * schema `bench_backstage` (`--name`) on that server. `--reuse` keeps a catalogue seeded before.
 */
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { createLogger } from '../../server/logger';
import { seedSyntheticCatalogue } from '../../database/seeds/synthetic';
import { signInAs } from '../helpers/sign-in';
import { inertiaVersion, listen } from './demo-app';
import { latencies } from './latencies';
import { runnerLike, statementsOf, type Statement } from './sql-floor';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '20' },
    reuse: { type: 'boolean', default: false },
    name: { type: 'string', default: 'bench_backstage' },
  },
});
const SIZE = Number(args.size);
const REQUESTS = Number(args.requests);
const WARM_UP = 2;
const SCHEMA = args.name;
const GOAL_P95_MS = 50;

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
  return openDatabase({ url, schema: SCHEMA, poolMax: 10 });
}

/** The synthetic catalogue, a tenth of its songs in the trash, and `size` finished jobs (the jobs list's longest tab). */
async function prepare(db: Database): Promise<void> {
  await migrateLatest(db.knex, db.schema);
  const songs = Number((await db.knex('songs').count('* as n').first())?.n ?? 0);
  if (args.reuse && songs === SIZE) {
    console.log(`Reusing the seeded catalogue of ${songs} songs.`);
    return;
  }
  const started = performance.now();
  await seedSyntheticCatalogue(db.knex, { size: SIZE });
  await db.knex.raw(`update songs set deleted_at = now() where id % 10 = 0`);
  await db.knex.raw(`update songs set meta = jsonb_set(coalesce(meta, '{}'), '{is_smart}', 'true') where id % 7 = 0`);
  await db.knex.raw(`update songs set meta = jsonb_set(coalesce(meta, '{}'), '{status}', '"fail"') where id % 13 = 0`);
  await db.knex.raw(`update songs set mp3 = 'songs/' || id || '.mp3' where id % 3 = 0`);
  await db.knex.raw(`delete from verses where song_id % 11 = 0`);
  await db.knex.raw(
    `insert into jobs (kind, payload, state, attempts, max_attempts, run_at, updated_at, finished_at)
     select 'song-audio', jsonb_build_object('songId', g), 'done', 1, 3, now() - g * interval '1 second', now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, ?) as g`,
    [SIZE],
  );
  await db.knex.raw('vacuum analyze');
  console.log(`Seeded ${SIZE} songs and ${SIZE} jobs in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

/** A list and the variants staff open it with (each a query string); `paged` lists also get their middle and last pages. */
interface List {
  path: string;
  prop: string;
  variants: string[];
}

const SEARCH = 'raj';
const trashable = (path: string, prop: string, sorts: string[] = []): List => ({ path, prop, variants: [`q=${SEARCH}`, 'trashed=only', ...sorts.map((sort) => `sort=${sort}`)] });
const LISTS: List[] = [
  {
    ...trashable('/backstage/songs', 'songs', ['name', '-name', 'artist', 'created_at', 'updated_at']),
    variants: [...trashable('', '', ['name', '-name', 'artist', 'created_at', 'updated_at']).variants, 'filter=no-audio', 'filter=failed', 'filter=smart', 'filter=no-lyrics', `filter=no-lyrics&q=${SEARCH}`],
  },
  trashable('/backstage/artists', 'artists', ['songs_count', 'followers_count', '-updated_at']),
  trashable('/backstage/albums', 'albums', ['released_at']),
  trashable('/backstage/playlist', 'playlists', ['songs_count']),
  trashable('/backstage/events', 'events', ['name']),
  trashable('/backstage/pages', 'pages'),
  trashable('/backstage/story', 'stories'),
  trashable('/backstage/scholars', 'scholars'),
  trashable('/backstage/topics', 'topics'),
  trashable('/backstage/resources', 'resources'),
  { path: '/backstage/podcasts', prop: 'podcasts', variants: ['trashed=only'] },
  { path: '/backstage/jobs', prop: 'jobs', variants: ['state=done', 'state=waiting', 'state=dead'] },
  { path: '/backstage/lyrics', prop: 'items', variants: ['status=approved', 'status=rejected'] },
];

/** Lists timed on their first visit after a write (the kept order read again). */
const AFTER_A_WRITE = ['/backstage/songs', '/backstage/songs?sort=name', '/backstage/songs?sort=artist', '/backstage/songs?filter=no-lyrics'];

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

interface Paged {
  last_page: number;
  total: number;
}
interface Measured {
  url: string;
  app: ReturnType<typeof latencies>;
  floor: ReturnType<typeof latencies>;
  statements: number;
  total: number | undefined;
}

async function main() {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-bench-backstage-'));
  const db = await openBenchDatabase();
  const loadAtStart = loadavg()[0]!.toFixed(2);
  const measured: Measured[] = [];
  const afterAWrite: { url: string; app: ReturnType<typeof latencies> }[] = [];
  let failed = 0;
  try {
    await prepare(db);
    const config = loadConfig({ NODE_ENV: 'test', APP_KEY: 'bench-key', LOG_LEVEL: 'warn', STORAGE_DIR: storageDir, PORT: '0' });
    const app = createApp({ config, db, logger: createLogger(config.logLevel) });
    const server = http.createServer(app);
    const base = await listen(server);
    try {
      const { sessionCookie } = await signInAs(app, 'admin');
      const headers = { Cookie: sessionCookie, 'X-Inertia': 'true', 'X-Inertia-Version': await inertiaVersion(base), Accept: 'text/html, application/json' };
      const propOf = (body: string, prop: string) => (JSON.parse(body) as { props: Record<string, Paged | undefined> }).props[prop];
      const measure = async (url: string, prop: string) => {
        const first = await get(`${base}${url}`, headers);
        if (first.status !== 200) {
          failed += 1;
          console.log(`${url}: ${first.status} ${first.body.slice(0, 200)}`);
          return undefined;
        }
        for (let i = 1; i < WARM_UP; i++) await get(`${base}${url}`, headers);
        const { statements } = await statementsOf(db.knex, () => get(`${base}${url}`, headers));
        const app: number[] = [];
        const floor: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const started = performance.now();
          const answer = await get(`${base}${url}`, headers);
          app.push(performance.now() - started);
          if (answer.status !== 200) failed += 1;
        }
        // The floor right after, over connections taken for it alone (on PGlite the one connection
        // there is, which the app cannot use meanwhile: hence not interleaved with the app's requests).
        const runner = await runnerLike(db);
        try {
          for (let i = 0; i < REQUESTS; i++) {
            const started = performance.now();
            await Promise.all(statements.map((statement: Statement) => runner.query(statement)));
            floor.push(performance.now() - started);
          }
        } finally {
          await runner.close();
        }
        const paged = propOf(first.body, prop);
        measured.push({ url, app: latencies(app), floor: latencies(floor), statements: statements.length, total: paged?.total });
        return paged;
      };
      for (const list of LISTS) {
        for (const variant of ['', ...list.variants]) {
          const url = variant ? `${list.path}?${variant}` : list.path;
          const paged = await measure(url, list.prop);
          if (!paged || paged.last_page < 2) continue;
          const at = (page: number) => `${list.path}?${variant ? `${variant}&` : ''}page=${page}`;
          if (!variant && paged.last_page > 2) await measure(at(Math.ceil(paged.last_page / 2)), list.prop);
          await measure(at(paged.last_page), list.prop);
        }
      }
      // The first visit after a write reads the list's whole order again (server/db/kept-list-ids.ts):
      // a write that changes nothing still moves the songs' version, then the visit is timed.
      for (const url of AFTER_A_WRITE) {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          await db.knex.raw('update songs set updated_at = updated_at where id = (select min(id) from songs)');
          const started = performance.now();
          const answer = await get(`${base}${url}`, headers);
          times.push(performance.now() - started);
          if (answer.status !== 200) failed += 1;
        }
        afterAWrite.push({ url, app: latencies(times) });
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      app.shutdown();
    }
  } finally {
    agent.destroy();
    await db.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
  report(db.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server', loadAtStart, measured, failed);
  console.log(`\nThe first visit after a write to the songs (the kept order read again), ${REQUESTS} writes each:`);
  for (const { url, app } of afterAWrite) console.log(`${url.padEnd(40)} p50 ${app.p50.toFixed(1).padStart(6)} ms  p95 ${app.p95.toFixed(1).padStart(6)} ms`);
}

function report(kind: string, loadAtStart: string, rows: Measured[], failed: number) {
  console.log(`\nbench:backstage on ${kind}, ${SIZE} songs and ${SIZE} jobs; one request at a time, ${REQUESTS} per URL after ${WARM_UP} to warm up; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end\n`);
  const width = Math.max(...rows.map((row) => row.url.length));
  console.log(`${'URL'.padEnd(width)} ${'rows'.padStart(7)} ${'app p50'.padStart(8)} ${'app p95'.padStart(8)} ${'SQL p50'.padStart(8)} ${'SQL p95'.padStart(8)} stmts  goal ${GOAL_P95_MS} ms`);
  let missed = 0;
  for (const row of rows) {
    const met = row.app.p95 <= GOAL_P95_MS;
    if (!met) missed += 1;
    console.log(
      `${row.url.padEnd(width)} ${String(row.total ?? '').padStart(7)} ${[row.app.p50, row.app.p95, row.floor.p50, row.floor.p95].map((ms) => ms.toFixed(1).padStart(8)).join(' ')} ${String(row.statements).padStart(5)}  ${met ? 'met' : 'NOT MET'}`,
    );
  }
  const worst = rows.reduce((a, b) => (b.app.p95 > a.app.p95 ? b : a));
  console.log(`\n${rows.length - missed} of ${rows.length} pages within ${GOAL_P95_MS} ms p95; the slowest ${worst.url} at ${worst.app.p95.toFixed(1)} ms (its statements alone ${worst.floor.p95.toFixed(1)} ms)`);
  console.log(failed === 0 ? 'every request answered 200' : `${failed} requests did NOT answer 200`);
  if (failed > 0) process.exitCode = 1;
}

await main();
