/**
 * `npm run bench:profile-pages [-- --requests 1500] [-- --out /tmp/pages.cpuprofile]`: a CPU profile of
 * uncached pages. The app runs with production settings over the demo catalogue with the visitor cache
 * off; a child process (load-client.ts) asks for the home page and random song pages as HTML (a
 * browser's Accept-Encoding) over 8 connections, and the profiler (node:inspector) runs only while
 * they are answered, so seeding and start-up stay out of it. Prints the functions with the most
 * self time (by function and by file) and writes the .cpuprofile (open it in Chrome's DevTools or
 * speedscope for the flame graph).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { startDemoApp } from './demo-app';
import { forkWorker } from './fork-worker';
import type { LoadRequest, LoadResult, LoadRun } from './load-client';
import { summariseProfile, type CpuProfile } from './cpu-profile-summary';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1500' },
    out: { type: 'string', default: 'pages.cpuprofile' },
    'render-cache': { type: 'string', default: '0' },
  },
});
const BROWSER = { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) bench:profile-pages' };

const app = await startDemoApp({ VISITOR_CACHE_SECONDS: '0', RENDER_CACHE_MB: args['render-cache'] });
const client = forkWorker<LoadRun>(new URL('./load-client.ts', import.meta.url));
try {
  const songs = (await app.db.knex('songs').whereNull('deleted_at').pluck('id')) as number[];
  const requests = (count: number): LoadRequest[] =>
    Array.from({ length: count }, (_, i) =>
      i % 2 === 0 ? { route: '/ (HTML)', path: '/', headers: BROWSER } : { route: '/song/{id} (HTML)', path: `/song/${songs[Math.floor(Math.random() * songs.length)]}`, headers: BROWSER },
    );
  await client.ask<LoadResult>({ base: app.url, requests: requests(200), connections: 8, timeoutMs: 30_000 });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await client.ask<LoadResult>({ base: app.url, requests: requests(Number(args.requests)), connections: 8, timeoutMs: 30_000 });
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  session.disconnect();
  writeFileSync(args.out, JSON.stringify(profile));
  for (const route of result.routes) console.log(`${route.route.padEnd(20)} ${(route.answered / result.seconds).toFixed(0)} req/s over the run, p95 ${route.latency.p95.toFixed(1)} ms, statuses ${JSON.stringify(route.statuses)}`);
  console.log(`\nprofile written to ${args.out}\n`);
  console.log(summariseProfile(profile, 25));
} finally {
  client.stop();
  await app.stop();
}
