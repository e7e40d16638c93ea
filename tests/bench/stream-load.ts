/**
 * The load generator of `npm run bench:stream`, run as a child process (child_process.fork) so its
 * work never shares an event loop with the server it measures. It answers one message at a time:
 *
 * - throughput: keep-alive clients fetching random byte ranges of a file as fast as they can;
 * - listeners: N simulated listeners, each reading 128 kbps (16 KB/s) as 4-second Range chunks with
 *   an occasional seek, reporting chunk latencies (a chunk slower than 1 s is a stall);
 * - pages: one page request at a time, for the page latency beside the listeners.
 */
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { latencies, type Latencies } from './latencies';

export type LoadMessage =
  | { kind: 'throughput'; url: string; size: number; rangeBytes: number; concurrency: number; seconds: number }
  | { kind: 'listeners'; url: string; size: number; listeners: number; rampSeconds: number; seconds: number }
  | { kind: 'pages'; url: string; seconds: number; gapMs: number };

export interface ThroughputResult {
  requests: number;
  bytes: number;
  seconds: number;
  latency: Latencies;
}

export interface ListenersResult {
  chunks: number;
  stalls: number;
  failures: number;
  bytes: number;
  latency: Latencies;
  /** The generator's own worst event-loop delay: if large, its latencies are its own, not the server's. */
  generatorLagMs: number;
}

export interface PagesResult {
  latency: Latencies;
  failures: number;
}

/** 128 kbps. */
const BYTES_PER_SECOND = 16 * 1024;
const CHUNK_SECONDS = 4;
const CHUNK_BYTES = BYTES_PER_SECOND * CHUNK_SECONDS;
const STALL_MS = 1000;
const SEEK_CHANCE = 0.1;

/** One GET, body read and thrown away; resolves with the bytes received and the milliseconds taken. */
function fetchRange(agent: Agent, url: string, range: string | null): Promise<{ bytes: number; ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: range ? { Range: range } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, ms: performance.now() - started, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

const randomStart = (size: number, length: number) => Math.floor(Math.random() * Math.max(1, size - length));

async function throughput(m: Extract<LoadMessage, { kind: 'throughput' }>): Promise<ThroughputResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: m.concurrency });
  const times: number[] = [];
  let bytes = 0;
  const until = performance.now() + m.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: m.concurrency }, async () => {
      while (performance.now() < until) {
        const start = randomStart(m.size, m.rangeBytes);
        const result = await fetchRange(agent, m.url, `bytes=${start}-${start + m.rangeBytes - 1}`);
        if (result.status !== 206) throw new Error(`expected 206, got ${result.status}`);
        bytes += result.bytes;
        times.push(result.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: times.length, bytes, seconds, latency: latencies(times) };
}

async function listeners(m: Extract<LoadMessage, { kind: 'listeners' }>): Promise<ListenersResult> {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const times: number[] = [];
  let stalls = 0;
  let failures = 0;
  let bytes = 0;
  const agents: Agent[] = [];
  const started = performance.now();
  const measureFrom = started + m.rampSeconds * 1000;
  const until = measureFrom + m.seconds * 1000;
  const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

  /** A listener: a chunk every 4 seconds from where it is, sometimes jumping elsewhere (a seek). */
  const listen = async () => {
    // Like a browser tab: one kept-alive connection per listener.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    let due = started + Math.random() * m.rampSeconds * 1000;
    let position = randomStart(m.size, CHUNK_BYTES);
    while (due < until) {
      await sleepUntil(due);
      if (Math.random() < SEEK_CHANCE) position = randomStart(m.size, CHUNK_BYTES);
      if (position + CHUNK_BYTES > m.size) position = 0;
      const counted = performance.now() >= measureFrom;
      try {
        const result = await fetchRange(agent, m.url, `bytes=${position}-${position + CHUNK_BYTES - 1}`);
        if (counted) {
          times.push(result.ms);
          bytes += result.bytes;
          if (result.ms > STALL_MS) stalls++;
          if (result.status !== 206) failures++;
        }
      } catch {
        if (counted) failures++;
      }
      position += CHUNK_BYTES;
      due += CHUNK_SECONDS * 1000;
    }
  };

  lag.enable();
  await Promise.all(Array.from({ length: m.listeners }, listen));
  lag.disable();
  for (const agent of agents) agent.destroy();
  return { chunks: times.length, stalls, failures, bytes, latency: latencies(times), generatorLagMs: lag.max / 1e6 };
}

async function pages(m: Extract<LoadMessage, { kind: 'pages' }>): Promise<PagesResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + m.seconds * 1000;
  while (performance.now() < until) {
    try {
      const result = await fetchRange(agent, m.url, null);
      if (result.status === 200) times.push(result.ms);
      else failures++;
    } catch {
      failures++;
    }
    await new Promise((resolve) => setTimeout(resolve, m.gapMs));
  }
  agent.destroy();
  return { latency: latencies(times), failures };
}

if (process.send) {
  process.on('message', (message: LoadMessage) => {
    const run = message.kind === 'throughput' ? throughput(message) : message.kind === 'listeners' ? listeners(message) : pages(message);
    run.then(
      (result) => process.send!({ ok: true, result }),
      (error: Error) => process.send!({ ok: false, error: error.message }),
    );
  });
}
