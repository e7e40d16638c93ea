/**
 * The horizontally scaled deploy as local processes (issue 33): app instances (`server/main.ts`) on
 * ports of their own with WORKER=off, job workers (`server/worker-main.ts`) apart, one PostgreSQL
 * (given), an S3 stand-in (s3rver, tests/helpers/s3-server.ts) and Debian's nginx in front running
 * deploy/nginx/hees-balancer.conf and hees-cache.conf as they are. Used by `npm run bench:cluster`
 * and tests/server/cluster.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCachingProxy, type CachingProxy } from '../../helpers/caching-proxy';
import { serverArgs } from '../../helpers/server-command';
import { startLocalS3, type LocalS3 } from '../../helpers/s3-server';

/**
 * How an instance and a worker are started: the one place to change when `npm start` runs built
 * JavaScript instead of tsx.
 */
// What `npm start` and `npm run worker` run: the built JavaScript (tests/helpers/server-command.ts).
export const APP_COMMAND = [process.execPath, ...serverArgs('built', 'main')];
export const WORKER_COMMAND = [process.execPath, ...serverArgs('built', 'worker-main')];

export const BALANCER_CONF = path.resolve('deploy/nginx/hees-balancer.conf');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Proc {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, for a failure to show. */
  tail: string[];
  alive(): boolean;
  exited: Promise<void>;
}

function spawnProc(name: string, command: string[], env: Record<string, string>): Proc {
  const child = spawn(command[0]!, command.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 300));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, child, tail, exited, alive: () => child.exitCode === null && child.signalCode === null };
}

export interface ClusterOptions {
  databaseUrl: string;
  /** The instances' ports (one instance each) and nginx's. */
  appPorts: number[];
  balancerPort?: number;
  workers: number;
  /** Added to every process's environment (JOB_LEASE_MS, DRAIN_DELAY_MS...). */
  env?: Record<string, string>;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  proc?: Proc;
}

export interface Cluster {
  balancer: CachingProxy;
  s3: LocalS3;
  instances: Instance[];
  workers: Proc[];
  storageDir: string;
  /** The common environment of every process. */
  env: Record<string, string>;
  startInstance(instance: Instance): Promise<void>;
  /** SIGTERM, and wait for the process to end (its drain). */
  stopInstance(instance: Instance): Promise<void>;
  kill(proc: Proc): Promise<void>;
  startWorker(): Proc;
  stop(): Promise<void>;
}

async function waitUntilReady(instance: Instance, proc: Proc, timeoutMs = 240_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!proc.alive()) throw new Error(`${instance.name} exited:\n${proc.tail.join('\n')}`);
    const ready = await fetch(`${instance.url}/readyz`).then((res) => res.ok, () => false);
    if (ready) return;
    await sleep(200);
  }
  throw new Error(`${instance.name} did not become ready:\n${proc.tail.join('\n')}`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-cluster-'));
  const s3 = await startLocalS3();
  const env: Record<string, string> = {
    // Development, for its sign-in (assertion 3 needs a signed-in session); loopback only.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    APP_KEY: 'hees-cluster-key',
    DATABASE_URL: options.databaseUrl,
    STORAGE_DIR: storageDir,
    SEED_ON_FIRST_START: 'false',
    WORKER: 'off',
    FORCE_HTTPS: 'false',
    RATE_LIMIT_SIGN_IN: '100000',
    RATE_LIMIT_WRITES: '100000',
    RATE_LIMIT_LISTENING: '100000',
    ...(s3.env as Record<string, string>),
    ...options.env,
  };
  const instances: Instance[] = options.appPorts.map((port, i) => ({ name: String.fromCharCode(65 + i), port, url: `http://127.0.0.1:${port}` }));
  const workers: Proc[] = [];
  let workerCount = 0;
  const cluster: Cluster = {
    balancer: undefined as unknown as CachingProxy,
    s3,
    instances,
    workers,
    storageDir,
    env,
    async startInstance(instance) {
      const proc = spawnProc(`instance ${instance.name}`, APP_COMMAND, { ...env, PORT: String(instance.port), HOST: '127.0.0.1', APP_URL: instance.url });
      instance.proc = proc;
      await waitUntilReady(instance, proc);
    },
    async stopInstance(instance) {
      if (!instance.proc?.alive()) return;
      instance.proc.child.kill('SIGTERM');
      await instance.proc.exited;
    },
    async kill(proc) {
      if (!proc.alive()) return;
      proc.child.kill('SIGKILL');
      await proc.exited;
    },
    startWorker() {
      const proc = spawnProc(`worker ${++workerCount}`, WORKER_COMMAND, env);
      workers.push(proc);
      return proc;
    },
    async stop() {
      await cluster.balancer?.stop();
      const all = [...instances.map((i) => i.proc), ...workers].filter((p): p is Proc => Boolean(p?.alive()));
      for (const proc of all) proc.child.kill('SIGKILL');
      await Promise.all(all.map((p) => p.exited));
      await s3.close().catch(() => undefined);
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
  try {
    // One instance first: it migrates the database; the others then start side by side.
    await cluster.startInstance(instances[0]!);
    await Promise.all(instances.slice(1).map((instance) => cluster.startInstance(instance)));
    for (let i = 0; i < options.workers; i++) cluster.startWorker();
    const servers = instances.map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=5s;`).join(' ');
    cluster.balancer = await startCachingProxy('http://hees_app', {
      port: options.balancerPort,
      before: `${readFileSync(BALANCER_CONF, 'utf8').replaceAll('__UPSTREAM_SERVERS__', servers)}\n`,
      // Test only: which instance answered, so a check can go to the other one.
      edit: (text) => text.replace('add_header X-Cache-Status $upstream_cache_status always;', 'add_header X-Cache-Status $upstream_cache_status always;\n    add_header X-Upstream $upstream_addr always;'),
    });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** The instance a balancer's answer came from (its X-Upstream header: the last address nginx tried). */
export function instanceOf(cluster: Cluster, headers: Headers): Instance | undefined {
  const last = headers.get('x-upstream')?.split(',').pop()?.trim();
  return cluster.instances.find((i) => last === `127.0.0.1:${i.port}`);
}
