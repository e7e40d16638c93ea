import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../helpers/database';
import type { Database } from '../../server/db/database';
import { startCluster, type Cluster } from '../bench/cluster/topology';
import { saveShowsEverywhere, sessionEverywhere, staffOf, uploadProcessPlay, workerKilledMidJob, type Staff } from '../bench/cluster/checks';

// Issue 33: the fast parts of `npm run bench:cluster` (checks 1-3 and 6) on the test's database: two
// app instances and two workers as processes of their own, s3rver, and nginx running
// deploy/nginx/hees-balancer.conf + hees-cache.conf. The slow ones (kill -9 under 60 s of load, the
// rolling restart, the database restart, throughput) are the benchmark's.

const LEASE_MS = 3_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('a cluster of two instances and two workers behind nginx (PostgreSQL only: an embedded PGlite database belongs to one process, so instances and workers apart cannot share it)', () => {
  let db: Database;
  let knex: Knex;
  let cluster: Cluster;
  let staff: Staff;
  beforeAll(async () => {
    db = await openFreshDatabase();
    knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
    cluster = await startCluster({ databaseUrl: db.url!, appPorts: [4310, 4311], workers: 2, env: { JOB_LEASE_MS: String(LEASE_MS), DRAIN_DELAY_MS: '0' } });
    staff = await staffOf(cluster, knex);
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await knex?.destroy();
    await db?.close();
  });

  it('1. a song uploaded through the balancer is processed by a worker and plays through the other instance', async () => {
    const outcome = await uploadProcessPlay(cluster, knex, staff);
    expect(outcome.held, outcome.figures).toBe(true);
  }, 120_000);

  it('2. a backstage save through A shows to visitors on B (its visitor cache dropped) within 1 s', async () => {
    const outcome = await saveShowsEverywhere(cluster, knex, staff);
    expect(outcome.held, outcome.figures).toBe(true);
  }, 30_000);

  it('3. a signed-in session and its XSRF token work whichever instance answers', async () => {
    const outcome = await sessionEverywhere(cluster, staff);
    expect(outcome.held, outcome.figures).toBe(true);
  }, 30_000);

  it('6. a worker killed mid-job: the other worker finishes it once the lease runs out, and the song plays', async () => {
    const outcome = await workerKilledMidJob(cluster, knex, staff, LEASE_MS);
    expect(outcome.held, outcome.figures).toBe(true);
  }, 120_000);
});
