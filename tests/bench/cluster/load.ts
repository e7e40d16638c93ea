/**
 * Load through the balancer for `npm run bench:cluster`: readers on kept-alive connections (pages,
 * searches, the API, a new URL each time so that nginx's cache does not answer for the instances) and
 * one member of staff saving new songs, each named once, so that afterwards every write can be found
 * in the database (or not) by its name.
 */
import { Agent, request } from 'node:http';
import type { CookieClient } from './browser';

export interface Answer {
  kind: 'read' | 'write';
  path: string;
  started: number;
  ended: number;
  /** The HTTP status, or what went wrong with the connection. */
  status: number | string;
  /** A write's song name. */
  name?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

export function get(agent: Agent, base: string, path: string, timeoutMs = 30_000): Promise<Answer> {
  const started = now();
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const done = (status: number | string) => resolve({ kind: 'read', path, started, ended: now(), status });
    const req = request({ host: url.hostname, port: url.port, path, agent, timeout: timeoutMs, headers: { Accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.end();
  });
}

const WORDS = ['maxamed', 'hees', 'jacayl', 'cawaale', 'hooyo', 'dalka', 'qalbi', 'nabad'];

/** The n-th read of the mix: none of them cached by nginx (a new URL each time, or no-store). */
export function readPath(n: number, songId: number): string {
  const mix = [`/song/${songId}?n=${n}`, `/api/searchy?query=${encodeURIComponent(`${WORDS[n % WORDS.length]} ${n}`)}`, `/api/homepage?n=${n}`, '/healthz'];
  return mix[n % mix.length]!;
}

export interface LoadOptions {
  base: string;
  songId: number;
  readers: number;
  /** Each reader sends at most one request per this many ms. */
  paceMs: number;
  writer?: { client: CookieClient; artistId: number; everyMs: number; prefix: string };
}

export function mixedLoad(options: LoadOptions) {
  const answers: Answer[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: options.readers });
  let running = true;
  let n = 0;
  const readers = Array.from({ length: options.readers }, async () => {
    while (running) {
      const answer = await get(agent, options.base, readPath(n++, options.songId));
      answers.push(answer);
      await sleep(Math.max(0, options.paceMs - (answer.ended - answer.started)));
    }
  });
  const writer = (async () => {
    const w = options.writer;
    if (!w) return;
    let i = 0;
    while (running) {
      const name = `${w.prefix} ${++i}`;
      const started = now();
      let status: number | string;
      try {
        status = (await w.client.json(`${options.base}/backstage/songs`, 'POST', { name, artist: w.artistId })).status;
      } catch (error) {
        status = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      }
      answers.push({ kind: 'write', path: 'POST /backstage/songs', started, ended: now(), status, name });
      await sleep(Math.max(0, w.everyMs - (now() - started)));
    }
  })();
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all([...readers, writer]);
      agent.destroy();
    },
  };
}

export const byStatus = (answers: Answer[]) => {
  const counts = new Map<string, number>();
  for (const { status } of answers) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}: ${count}`).join(', ');
};

/** As many requests as `connections` kept-alive connections get answered in `ms`: requests a second and the p50/p95 latency. */
export async function throughput(base: string, pathOf: (n: number) => string, connections: number, ms: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const answers: Answer[] = [];
  let n = 0;
  const end = now() + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (now() < end) answers.push(await get(agent, base, pathOf(n++)));
    }),
  );
  agent.destroy();
  const ok = answers.filter((a) => a.status === 200);
  const times = ok.map((a) => a.ended - a.started).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { rps: ok.length / (ms / 1000), p50: at(0.5), p95: at(0.95), errors: answers.length - ok.length };
}
