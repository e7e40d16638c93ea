/**
 * `npm run bench:stream`: how much audio our server streams.
 *
 * 1. Range throughput: the same 4 MB file fetched in random byte ranges by keep-alive clients, from
 *    our app (/media, the whole middleware stack) and from a plain node http server (the baseline).
 * 2. Listeners: N simulated listeners, each reading 128 kbps as a 64 KB Range chunk every 4 seconds
 *    with a seek now and then, while one client keeps requesting the home page. N grows step by step;
 *    the answer is the largest N with no chunk slower than 1 s (a stall) and the page p95 within 2x
 *    of its p95 with no listeners, measured just before the step. A failed step is run once more
 *    before it counts: on a shared machine a burst of someone else's work can fail one by itself.
 *
 * The app runs here over the demo catalogue in a temporary folder (embedded PGlite, or a schema of
 * its own on DATABASE_URL); the load comes from child processes, so it never shares this event loop.
 * Loopback only, bounded in listeners and time.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { listen, startDemoApp } from './demo-app';
import { forkWorker, type Worker } from './fork-worker';
import { plainStaticServer } from './static-server';
import type { ListenersResult, LoadMessage, PagesResult, ThroughputResult } from './stream-load';

const FILE_BYTES = 4 * 1024 * 1024;
const THROUGHPUT = { concurrency: 16, seconds: 5, ranges: [64 * 1024, 1024 * 1024] };
const STEPS = [100, 250, 500, 1000, 1500, 2000, 3000];
const TARGET = 1000;
const RAMP_SECONDS = 4;
const STEP_SECONDS = 12;
const IDLE_SECONDS = 5;
const PAGE_GAP_MS = 100;

/** A load generator process, asked one thing at a time. */
const generator = () => forkWorker<LoadMessage>(new URL('./stream-load.ts', import.meta.url));
type LoadGenerator = Worker<LoadMessage>;

const ms = (value: number) => value.toFixed(1).padStart(8);
const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

async function main() {
  const app = await startDemoApp();
  const benchDir = path.join(app.storageDir, 'media', 'bench');
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, 'long.mp3'), randomBytes(FILE_BYTES));

  const baseline = plainStaticServer(benchDir);
  // Beside the app's $PORT when one is given, so a run stays within the ports it was given.
  const baselineUrl = await listen(baseline, process.env.PORT ? Number(process.env.PORT) + 1 : 0);
  const load = generator();
  const pages = generator();
  try {
    console.log(`Hees streaming benchmark: ${app.db.kind}, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
    await rangeThroughput(load, [
      ['hees /media (ours)', `${app.url}/media/bench/long.mp3`],
      ['plain node http (baseline)', `${baselineUrl}/long.mp3`],
    ]);
    await listenerRamp(load, pages, `${app.url}/media/bench/long.mp3`, `${app.url}/`);
  } finally {
    load.stop();
    pages.stop();
    baseline.closeAllConnections();
    await new Promise((r) => baseline.close(r));
    await app.stop();
  }
}

async function rangeThroughput(load: LoadGenerator, servers: [string, string][]) {
  console.log(`Range throughput: random byte ranges of the same ${kb(FILE_BYTES)} file, ${THROUGHPUT.concurrency} keep-alive clients, ${THROUGHPUT.seconds} s each`);
  console.log('(cpu: the server process\'s CPU time per request, which other work on the machine barely moves)');
  console.log(`${'server'.padEnd(28)} ${'range'.padStart(7)} ${'req/s'.padStart(8)} ${'MB/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'cpu µs'.padStart(8)}`);
  for (const rangeBytes of THROUGHPUT.ranges) {
    for (const [name, url] of servers) {
      const cpu = process.cpuUsage();
      const result = await load.ask<ThroughputResult>({ kind: 'throughput', url, size: FILE_BYTES, rangeBytes, ...THROUGHPUT });
      const used = process.cpuUsage(cpu);
      const rps = result.requests / result.seconds;
      const mbps = result.bytes / result.seconds / 1024 / 1024;
      const cpuPerRequest = (used.user + used.system) / result.requests;
      console.log(
        `${name.padEnd(28)} ${kb(rangeBytes).padStart(7)} ${rps.toFixed(0).padStart(8)} ${mbps.toFixed(1).padStart(8)} ${ms(result.latency.p50)} ${ms(result.latency.p99)} ${cpuPerRequest.toFixed(0).padStart(8)}`,
      );
    }
  }
  console.log();
}

interface StepOutcome {
  ok: boolean;
  row: string;
}

/** One step: the page's idle p95 just before (the machine's other work moves it), then N listeners with the page prober. */
async function step(load: LoadGenerator, pages: LoadGenerator, listeners: number, audioUrl: string, pageUrl: string): Promise<StepOutcome> {
  const idle = await pages.ask<PagesResult>({ kind: 'pages', url: pageUrl, seconds: IDLE_SECONDS, gapMs: PAGE_GAP_MS });
  const serverLag = monitorEventLoopDelay({ resolution: 10 });
  serverLag.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const [stream, page] = await Promise.all([
    load.ask<ListenersResult>({ kind: 'listeners', url: audioUrl, size: FILE_BYTES, listeners, rampSeconds: RAMP_SECONDS, seconds: STEP_SECONDS }),
    pages.ask<PagesResult>({ kind: 'pages', url: pageUrl, seconds: RAMP_SECONDS + STEP_SECONDS, gapMs: PAGE_GAP_MS }),
  ]);
  serverLag.disable();
  const used = process.cpuUsage(cpu);
  const serverCpu = ((used.user + used.system) / 1000 / (performance.now() - started)) * 100;
  const ok = stream.stalls === 0 && stream.failures === 0 && page.failures === 0 && page.latency.p95 <= 2 * idle.latency.p95;
  const row =
    `${String(listeners).padStart(9)} ${String(stream.chunks).padStart(7)} ${String(stream.stalls).padStart(6)} ${String(stream.failures + page.failures).padStart(6)} ` +
    `${ms(stream.latency.p99).padStart(9)} ${ms(stream.latency.max).padStart(9)} ${(stream.bytes / STEP_SECONDS / 1024 / 1024).toFixed(1).padStart(6)} ` +
    `${ms(idle.latency.p95).padStart(9)} ${ms(page.latency.p95)} ${ms(serverLag.max / 1e6).padStart(10)} ${ms(stream.generatorLagMs)} ${`${serverCpu.toFixed(0)}%`.padStart(10)}`;
  return { ok, row };
}

async function listenerRamp(load: LoadGenerator, pages: LoadGenerator, audioUrl: string, pageUrl: string) {
  console.log('Listeners: each reads 128 kbps as a 64 KB Range chunk every 4 s, with a seek one chunk in ten; a chunk');
  console.log(`slower than 1 s is a stall. Page: GET / one at a time, its p95 held to twice its idle p95 (measured ${IDLE_SECONDS} s before each step).`);
  console.log('A failed step is run once more before it counts, so a burst of other work on the machine does not end the ramp.');
  console.log('(lags: worst event-loop delay of the server and of the load generator; server cpu: % of one core during the step)');
  console.log(
    `${'listeners'.padStart(9)} ${'chunks'.padStart(7)} ${'stalls'.padStart(6)} ${'errors'.padStart(6)} ${'chunk p99'.padStart(9)} ${'chunk max'.padStart(9)} ` +
      `${'MB/s'.padStart(6)} ${'idle p95'.padStart(9)} ${'page p95'.padStart(8)} ${'server lag'.padStart(10)} ${'load lag'.padStart(8)} ${'server cpu'.padStart(10)}  result`,
  );
  let held = 0;
  for (const listeners of STEPS) {
    let outcome = await step(load, pages, listeners, audioUrl, pageUrl);
    if (!outcome.ok) {
      console.log(`${outcome.row}  failed, once more`);
      outcome = await step(load, pages, listeners, audioUrl, pageUrl);
    }
    console.log(`${outcome.row}  ${outcome.ok ? 'held' : 'FAILED'}`);
    if (!outcome.ok) break;
    held = listeners;
  }
  const verdict = held >= TARGET ? 'target met' : 'below target';
  console.log(`\nLargest number of listeners held: ${held} (target ${TARGET}: ${verdict}; the spec's 1.2M minutes a month is about 28 on average, 100 at peak)`);
}

await main();
