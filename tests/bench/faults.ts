/**
 * `npm run bench:faults`: what the site answers while PostgreSQL restarts under it.
 *
 * A PostgreSQL cluster of its own (pg-cluster.ts, port 5433), the server as `npm start` runs it
 * (the built server, as `npm start` runs it, in a child process: production settings, migrations, demo catalogue) on port 4300,
 * and a steady load from keep-alive connections: the home page, /api/homepage, a song page and a
 * search (a new query each time, so the search cache never answers). Under that load PostgreSQL is
 * restarted (`pg_ctl restart -m fast`), then stopped for 3 s and started again. For each fault it
 * prints how long the database refused connections (timed by a probe connecting every 20 ms), what
 * the requests sent meanwhile were answered, and how long after the database accepted connections
 * again the first 200 came. Every 5xx other than 503, every connection error and the server process
 * dying are failures (exit code 1). The cluster and its folder are removed however the run ends.
 * Loopback only, about 40 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPgCluster, type PgCluster } from './pg-cluster';
import { buildServerIfChanged, serverArgs } from '../helpers/server-command';

const { values: args } = parseArgs({
  options: {
    'db-port': { type: 'string', default: '5433' },
    'app-port': { type: 'string', default: '4300' },
  },
});
const DB_PORT = Number(args['db-port']);
const APP_PORT = Number(args['app-port']);
const CONNECTIONS = 4;
/** Each connection sends at most one request per this many ms: a steady 200 requests a second at most. */
const PACE_MS = 20;
const WARM_UP_MS = 3_000;
/** How long the load goes on after the database is back, to see the app recover. */
const AFTER_MS = 5_000;
const STOPPED_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;
const RECOVERY_TARGET_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

interface Answer {
  path: string;
  started: number;
  ended: number;
  /** The HTTP status, or what went wrong with the connection. */
  status: number | string;
}

/** The server as `npm start` runs it, with its output kept for when it dies. */
function startServer(databaseUrl: string, storageDir: string) {
  const child: ChildProcess = spawn(process.execPath, serverArgs(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_KEY: 'bench-faults',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(APP_PORT),
      APP_URL: `http://127.0.0.1:${APP_PORT}`,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, tail, alive: () => child.exitCode === null && child.signalCode === null };
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(urlPath: string): Promise<Answer> {
  const started = now();
  return new Promise((resolve) => {
    const done = (status: number | string) => resolve({ path: urlPath, started, ended: now(), status });
    const req = request({ host: '127.0.0.1', port: APP_PORT, path: urlPath, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.end();
  });
}

async function waitForServer(server: ReturnType<typeof startServer>) {
  const deadline = now() + 300_000;
  while (now() < deadline) {
    if (!server.alive()) throw new Error(`the server exited:\n${server.tail.join('\n')}`);
    if ((await get('/healthz')).status === 200) return;
    await sleep(250);
  }
  throw new Error('the server did not come up in 5 minutes');
}

/** Keep-alive connections, each sending the next request of the mix as soon as its pace allows. */
function steadyLoad(songId: number) {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const words = ['maxamed', 'hees', 'jacayl', 'cawaale', 'hooyo', 'dalka', 'qalbi', 'nabad'];
  const next = () => {
    n++;
    const mix = [
      '/',
      '/api/homepage',
      `/song/${songId}`,
      `/api/searchy?query=${encodeURIComponent(`${words[n % words.length]} ${n}`)}`,
    ];
    return mix[n % mix.length]!;
  };
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (running) {
      const answer = await get(next());
      answers.push(answer);
      await sleep(Math.max(0, PACE_MS - (answer.ended - answer.started)));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * The moment the database accepts connections again: a probe connects every 20 ms, and the first
 * success after a failure is it.
 */
async function backAfterOutage(url: string, gaveUp: () => boolean): Promise<number> {
  let sawDown = false;
  while (!gaveUp()) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    const at = now();
    const up = await client.connect().then(
      () => client.query('select 1').then(() => true),
      () => false,
    ).catch(() => false);
    await client.end().catch(() => undefined);
    if (!up) sawDown = true;
    else if (sawDown) return at;
    await sleep(20);
  }
  throw new Error('the database did not come back');
}

interface FaultResult {
  name: string;
  began: number;
  back: number;
}

async function fault(name: string, cluster: PgCluster, act: () => Promise<void>): Promise<FaultResult> {
  const began = now();
  let timedOut = false;
  const timer = setTimeout(() => (timedOut = true), 120_000);
  const back = backAfterOutage(cluster.url, () => timedOut);
  await act();
  const result = { name, began, back: await back };
  clearTimeout(timer);
  await sleep(AFTER_MS);
  return result;
}

const counts = (answers: Answer[]) => {
  const byStatus = new Map<string, number>();
  for (const { status } of answers) byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
  return [...byStatus].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}: ${count}`).join(', ');
};
const isFailure = (status: number | string) => typeof status === 'string' || (status >= 500 && status !== 503);

function report(fault: FaultResult, answers: Answer[]): boolean {
  const during = answers.filter((a) => a.started >= fault.began && a.started < fault.back);
  const firstOk = answers.filter((a) => a.status === 200 && a.ended >= fault.back).reduce((min, a) => Math.min(min, a.ended), Infinity);
  const recovery = firstOk - fault.back;
  const slowest = during.reduce((max, a) => Math.max(max, a.ended - a.started), 0);
  console.log(`${fault.name}`);
  console.log(`  database refused connections for ${(fault.back - fault.began).toFixed(0)} ms (from the command to the probe's first connection)`);
  console.log(`  requests sent meanwhile: ${during.length} (${counts(during)}); slowest answer ${slowest.toFixed(0)} ms`);
  console.log(`  first 200 after the database was back: ${Number.isFinite(recovery) ? `${recovery.toFixed(0)} ms` : 'none'} (target ${RECOVERY_TARGET_MS} ms)`);
  return recovery <= RECOVERY_TARGET_MS;
}

async function main() {
  buildServerIfChanged();
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-faults-'));
  let cluster: PgCluster | undefined;
  let server: ReturnType<typeof startServer> | undefined;
  // However the run ends (an error, Ctrl-C, process.exit), the server and the cluster go with it.
  const cleanUp = () => {
    if (server?.alive()) server.child.kill('SIGKILL');
    cluster?.remove();
    rmSync(storageDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));

  try {
    cluster = await createPgCluster(DB_PORT);
    server = startServer(cluster.url, storageDir);
    await waitForServer(server);
    const probe = new pg.Client({ connectionString: cluster.url });
    await probe.connect();
    const songId = (await probe.query<{ id: number }>('select id from songs order by plays_count desc limit 1')).rows[0]!.id;
    await probe.end();

    console.log(`Hees under PostgreSQL faults: the server (${server.child.pid}) on :${APP_PORT}, PostgreSQL 15 on :${DB_PORT}, ` +
      `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`Load: ${CONNECTIONS} keep-alive connections, one request per ${PACE_MS} ms each at most: /, /api/homepage, /song/${songId}, /api/searchy (a new query each time)\n`);

    const load = steadyLoad(songId);
    await sleep(WARM_UP_MS);
    const faults = [
      await fault('pg_ctl restart -m fast', cluster, () => cluster!.restart()),
      await fault(`pg_ctl stop -m fast, ${STOPPED_MS / 1000} s, pg_ctl start`, cluster, async () => {
        await cluster!.stop();
        await sleep(STOPPED_MS);
        await cluster!.start();
      }),
    ];
    await load.stop();

    const { answers } = load;
    const recovered = faults.map((f) => report(f, answers));
    const failures = answers.filter((a) => isFailure(a.status));
    const stayedUp = server.alive() && (await get('/healthz')).status === 200;
    console.log(`\nRequests: ${answers.length} (${counts(answers)})`);
    console.log(`5xx other than 503, and connection errors: ${failures.length}${failures.length ? ` (${counts(failures)})` : ''}`);
    console.log(`Server process: ${stayedUp ? 'stayed up, and answers /healthz 200' : `DOWN or not healthy\n${server.tail.join('\n')}`}`);
    console.log(`Recovery within ${RECOVERY_TARGET_MS} ms of the database accepting connections: ${recovered.every(Boolean) ? 'yes' : 'NO'}`);
    if (failures.length > 0 || !stayedUp || !recovered.every(Boolean)) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (server?.alive()) {
      server.child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => server!.child.once('exit', resolve)), sleep(15_000)]);
    }
    cleanUp();
  }
}

await main();
