/**
 * `npm run bench:cluster` (issue 33): the horizontally scaled deploy on this machine, each of its eight
 * claims checked and printed on a line of its own beginning `held:` or `FAILED:`, with its figures;
 * the exit code is 1 if any failed.
 *
 * A PostgreSQL 15 cluster of its own (tests/bench/pg-cluster.ts, port 5440: check 7 restarts it), an
 * S3 stand-in (s3rver), instances A and B (server/main.ts, WORKER=off) on 4301 and 4302, two workers
 * (server/worker-main.ts), and nginx on 4300 running deploy/nginx/hees-balancer.conf and
 * hees-cache.conf (tests/bench/cluster/topology.ts). Short job leases (JOB_LEASE_MS=5000) so that
 * check 6 takes seconds, and the production drain delay (DRAIN_DELAY_MS=5000). About 5 minutes.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import pg from 'pg';
import { createPgCluster, type PgCluster } from './pg-cluster';
import { buildServerIfChanged } from '../helpers/server-command';
import { instanceOf, startCluster, type Cluster, type Instance } from './cluster/topology';
import { saveShowsEverywhere, sessionEverywhere, staffOf, uploadProcessPlay, workerKilledMidJob, type Outcome, type Staff } from './cluster/checks';
import { byStatus, mixedLoad, readPath, throughput, type Answer } from './cluster/load';

const { values: args } = parseArgs({
  options: {
    'db-port': { type: 'string', default: '5440' },
    'port': { type: 'string', default: '4300' },
    'kill-load-seconds': { type: 'string', default: '60' },
    'throughput-seconds': { type: 'string', default: '8' },
  },
});
const BALANCER_PORT = Number(args.port);
const LEASE_MS = 5_000;
const KILL_LOAD_MS = Number(args['kill-load-seconds']) * 1000;
const THROUGHPUT_MS = Number(args['throughput-seconds']) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

let failed = 0;
function print(n: number, claim: string, outcome: Outcome) {
  if (!outcome.held) failed++;
  console.log(`${outcome.held ? 'held' : 'FAILED'}: ${n}. ${claim}: ${outcome.figures}`);
}
/** A check that threw is a failed check, with its reason, and the run goes on to the next. */
async function check(n: number, claim: string, run: () => Promise<Outcome>) {
  try {
    print(n, claim, await run());
  } catch (error) {
    print(n, claim, { held: false, figures: `error: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/** A 5xx or a connection error: what an idempotent request must never get while an instance is up. */
const isError = (a: Answer) => typeof a.status === 'string' || a.status >= 500;

/** Writes of a load against the rows: each name at most once, a 201 exactly once, every row with its activity entry. */
async function writesAccountedFor(knex: knexFactory.Knex, writes: Answer[], prefix: string) {
  const rows = (await knex('songs').where('name', 'like', `${prefix} %`).select('id', 'name')) as { id: number; name: string }[];
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.name, (count.get(row.name) ?? 0) + 1);
  const duplicated = [...count.values()].filter((c) => c > 1).length;
  const lostOk = writes.filter((w) => w.status === 201 && count.get(w.name!) !== 1).length;
  const logged = new Set((await knex('activity_log').where('entity_type', 'song').whereIn('entity_id', rows.map((r) => r.id)).pluck('entity_id')) as number[]);
  const halfWritten = rows.filter((r) => !logged.has(r.id)).length;
  const refused = writes.filter((w) => w.status !== 201);
  const refusedRetryable = refused.filter((w) => typeof w.status === 'number' && [502, 503, 504].includes(w.status)).length;
  const refusedThenWritten = refused.filter((w) => count.get(w.name!) === 1).length;
  return { duplicated, lostOk, halfWritten, refused: refused.length, refusedRetryable, refusedThenWritten, rows: rows.length };
}

async function main() {
  let cluster: Cluster | undefined;
  // The processes run the built server, as `npm start` does: build what is stale first.
  buildServerIfChanged();
  const pgCluster: PgCluster = await createPgCluster(Number(args['db-port']));
  // However the run ends (an error, Ctrl-C), the database cluster and its folder go with it.
  const cleanUp = () => pgCluster.remove();
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));

  const knex = knexFactory({ client: 'pg', connection: pgCluster.url, pool: { min: 0, max: 4 } });
  try {
    cluster = await startCluster({
      databaseUrl: pgCluster.url,
      appPorts: [BALANCER_PORT + 1, BALANCER_PORT + 2],
      balancerPort: BALANCER_PORT,
      workers: 2,
      env: { JOB_LEASE_MS: String(LEASE_MS), DRAIN_DELAY_MS: '5000', DRAIN_TIMEOUT_MS: '20000' },
    });
    const [a, b] = cluster.instances as [Instance, Instance];
    console.log(`Hees as a cluster on ${availableParallelism()} cores (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}): nginx :${BALANCER_PORT} → instances A :${a.port}, B :${b.port}; 2 workers; PostgreSQL 15 :${args['db-port']}; s3rver\n`);
    const staff: Staff = await staffOf(cluster, knex);
    const c = cluster;

    await check(1, 'a song uploaded through the balancer is processed by a worker and plays through the other instance', () => uploadProcessPlay(c, knex, staff));
    await check(2, 'a backstage save through A is visible to visitors on B within 1 s', () => saveShowsEverywhere(c, knex, staff));
    await check(3, 'a signed-in session and its XSRF token work whichever instance answers', () => sessionEverywhere(c, staff));
    const songId = ((await knex('songs').orderBy('id', 'desc').first('id')) as { id: number }).id;

    await check(4, `kill -9 of instance A during ${KILL_LOAD_MS / 1000} s of mixed load through nginx`, async () => {
      const prefix = `Kill ${Date.now()}`;
      const load = mixedLoad({ base: c.balancer.url, songId, readers: 4, paceMs: 20, writer: { client: staff.client, artistId: staff.artistId, everyMs: 100, prefix } });
      await sleep(KILL_LOAD_MS / 4);
      const killedAt = now();
      await c.kill(a.proc!);
      // A supervisor brings it back after a while; the load goes on meanwhile.
      await sleep(KILL_LOAD_MS / 4);
      await c.startInstance(a);
      const backAt = now();
      await sleep(Math.max(0, KILL_LOAD_MS - (now() - load.answers[0]!.started)));
      await load.stop();
      const reads = load.answers.filter((x) => x.kind === 'read');
      const writes = load.answers.filter((x) => x.kind === 'write');
      const readErrors = reads.filter(isError);
      const w = await writesAccountedFor(knex, writes, prefix);
      const held = readErrors.length === 0 && w.duplicated === 0 && w.lostOk === 0 && w.halfWritten === 0 && w.refused === w.refusedRetryable;
      return {
        held,
        figures: `${reads.length} idempotent requests (${byStatus(reads)}), failed: ${readErrors.length}; ${writes.length} writes (${byStatus(writes)}): ` +
          `refused with a retryable answer ${w.refusedRetryable} (of which committed before A died: ${w.refusedThenWritten}), duplicated ${w.duplicated}, 201 without its row ${w.lostOk}, row without its activity entry ${w.halfWritten}; ` +
          `A was down ${((backAt - killedAt) / 1000).toFixed(1)} s`,
      };
    });

    await check(5, 'a rolling restart (SIGTERM A → start A → SIGTERM B → start B) under load', async () => {
      const prefix = `Roll ${Date.now()}`;
      const load = mixedLoad({ base: c.balancer.url, songId, readers: 4, paceMs: 20, writer: { client: staff.client, artistId: staff.artistId, everyMs: 100, prefix } });
      await sleep(3_000);
      const steps: string[] = [];
      for (const instance of [a, b]) {
        let at = now();
        await c.stopInstance(instance);
        steps.push(`${instance.name} drained and exited in ${((now() - at) / 1000).toFixed(1)} s`);
        at = now();
        await c.startInstance(instance);
        steps.push(`started in ${((now() - at) / 1000).toFixed(1)} s`);
        // nginx checks passively: an instance it found refusing is left out for fail_timeout (5 s), and
        // draining the next one before nginx has taken this one back would leave it none. So, as an
        // operator's script does, wait until nginx sends the restarted instance requests again.
        at = now();
        await untilBalancerUses(c, instance);
        steps.push(`back in nginx's rotation ${((now() - at) / 1000).toFixed(1)} s later`);
      }
      await sleep(3_000);
      await load.stop();
      const errors = load.answers.filter((x) => typeof x.status === 'string' || x.status >= 500 || (x.kind === 'write' && x.status !== 201));
      const w = await writesAccountedFor(knex, load.answers.filter((x) => x.kind === 'write'), prefix);
      const held = errors.length === 0 && w.duplicated === 0 && w.lostOk === 0 && w.halfWritten === 0;
      // What nginx said about the failures, by kind ("no live upstreams", "Connection refused"...).
      const nginxSaid = errors.length ? ` [nginx: ${[...new Set(c.balancer.log().split('\n').map((line) => /\] \d+#\d+: \*\d+ ([^(,]+)/.exec(line)?.[1]?.trim()).filter(Boolean))].slice(0, 4).join('; ')}]` : '';
      return { held, figures: `${load.answers.length} requests (${byStatus(load.answers)}), errors or cut: ${errors.length}${errors.length ? ` (${byStatus(errors)})` : ''}${nginxSaid}; ${steps.join(', ')}` };
    });

    await check(6, 'kill -9 of a worker mid-job: the other worker finishes the job once the lease runs out; the song plays', () => workerKilledMidJob(c, knex, staff, LEASE_MS));

    await check(7, 'the database restarted under load: 503 during the outage only, recovery without restarting the apps', async () => {
      const pids = c.instances.map((i) => i.proc!.child.pid);
      const load = mixedLoad({ base: c.balancer.url, songId, readers: 4, paceMs: 20, writer: { client: staff.client, artistId: staff.artistId, everyMs: 100, prefix: `Db ${Date.now()}` } });
      await sleep(3_000);
      const outages: { from: number; to: number }[] = [];
      const outage = async (act: () => Promise<void>) => {
        const from = now();
        await act();
        const to = await databaseBack(pgCluster.url);
        outages.push({ from, to });
        await sleep(5_000);
      };
      await outage(() => pgCluster.restart());
      await outage(async () => {
        await pgCluster.stop();
        await sleep(3_000);
        await pgCluster.start();
      });
      await load.stop();
      // Within an outage, or in the 2 s after the database accepted connections again.
      const during = (x: Answer) => outages.some((o) => x.started < o.to + 2_000 && x.ended > o.from);
      const ok = (x: Answer) => x.status === 200 || x.status === 201;
      const wrong = load.answers.filter((x) => !ok(x) && (x.status !== 503 || !during(x)));
      const sameProcesses = c.instances.every((i, k) => i.proc!.alive() && i.proc!.child.pid === pids[k]);
      const healthy = (await Promise.all(c.instances.map((i) => fetch(`${i.url}/healthz`).then((r) => r.status)))).every((s) => s === 200);
      const after = load.answers.filter((x) => x.started > outages.at(-1)!.to + 2_000);
      const recovered = after.length > 0 && after.every(ok);
      const lengths = outages.map((o) => `${((o.to - o.from) / 1000).toFixed(1)} s`).join(' and ');
      // What the instances logged as errors (not the expected 503s), to name the cause of a wrong answer.
      const logged = c.instances.flatMap((i) => i.proc!.tail.filter((line) => line.includes('"level":50') && !/DatabaseUnavailable|status code 503/.test(line)).slice(-2).map((line) => `${i.name}: ${line.slice(0, 500)}`));
      const why = wrong.length ? ` [${wrong.map((x) => `${x.path} ${x.status}`).join('; ')}] ${logged.join(' | ')}` : '';
      return {
        held: wrong.length === 0 && sameProcesses && healthy && recovered,
        figures: `database refused connections for ${lengths}; ${load.answers.length} requests (${byStatus(load.answers)}); other than 200/201, or 503 outside an outage: ${wrong.length}${wrong.length ? ` (${byStatus(wrong)})` : ''}${why}; after the last outage +2 s: ${after.length} requests, all 2xx: ${recovered}; same instance processes, /healthz 200: ${sameProcesses && healthy}`,
      };
    });

    await check(8, 'throughput through nginx with 1 and with 2 instances', async () => {
      const connections = 16;
      const uncached = (n: number) => readPath(n, songId).replace('/healthz', `/song/${songId}?m=${n}`);
      const cached = () => `/song/${songId}`;
      const measure = async () => ({ uncached: await throughput(c.balancer.url, uncached, connections, THROUGHPUT_MS), cached: await throughput(c.balancer.url, cached, connections, THROUGHPUT_MS) });
      // Both instances warmed up alike first (B was restarted last), so the order does not favour one figure.
      await throughput(c.balancer.url, uncached, connections, 2_000);
      const two = await measure();
      await c.stopInstance(b);
      const one = await measure();
      await c.startInstance(b);
      const f = (r: Awaited<ReturnType<typeof throughput>>) => `${r.rps.toFixed(0)} req/s (p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms${r.errors ? `, ${r.errors} errors` : ''})`;
      const errors = two.uncached.errors + two.cached.errors + one.uncached.errors + one.cached.errors;
      return {
        held: errors === 0 && one.uncached.rps > 0 && two.uncached.rps > 0,
        figures: `${availableParallelism()} cores, ${connections} connections, ${THROUGHPUT_MS / 1000} s each; uncached 1 instance ${f(one.uncached)} | 2 instances ${f(two.uncached)} (×${(two.uncached.rps / one.uncached.rps).toFixed(2)}); ` +
          `cached by nginx 1 instance ${f(one.cached)} | 2 instances ${f(two.cached)} (×${(two.cached.rps / one.cached.rps).toFixed(2)})`,
      };
    });
  } finally {
    await cluster?.stop();
    await knex.destroy();
    cleanUp();
  }
  console.log(failed ? `\n${failed} of 8 FAILED` : '\nall 8 held');
  process.exitCode = failed ? 1 : 0;
}

/** Until a request through the balancer is answered by `instance` (X-Upstream names it), at most 30 s. */
async function untilBalancerUses(cluster: Cluster, instance: Instance): Promise<void> {
  const deadline = now() + 30_000;
  while (now() < deadline) {
    const res = await fetch(`${cluster.balancer.url}/readyz`).catch(() => undefined);
    if (res && instanceOf(cluster, res.headers) === instance) return;
    await sleep(100);
  }
  throw new Error(`nginx did not send instance ${instance.name} a request within 30 s`);
}

/** The moment the database accepts connections again (pg_ctl has waited for it): the first probe that connects, every 20 ms. */
async function databaseBack(url: string): Promise<number> {
  const deadline = now() + 120_000;
  while (now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    const up = await client.connect().then(() => client.query('select 1').then(() => true), () => false).catch(() => false);
    await client.end().catch(() => undefined);
    if (up) return now();
    await sleep(20);
  }
  throw new Error('the database did not come back');
}

await main();
