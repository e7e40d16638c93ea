/**
 * `npm run bench:ssr` (after `npm run build`): what server-side rendering costs a page. The demo
 * catalogue in an in-memory database; each page is fetched the same number of times with SSR on and
 * off (after a warm-up, so the bundle is loaded and the JIT has settled), and its page object is
 * rendered on its own with the bundle, which is the cost without the noise of the rest of the request.
 * The npm script sets NODE_ENV=production: React's server renderer is measured as production runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { seedDemoCatalogue } from '../../database/seeds/demo';
import { ssrFromBundle } from '../../server/inertia/ssr';
import type { PageObject } from '../../server/inertia';

const PAGES = ['/', '/no-such-page'];
const WARM_UP = 20;
const RUNS = 200;

const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-bench-'));
const db = await openDatabase({});
await migrateLatest(db.knex);
await seedDemoCatalogue(db.knex, { storageDir });

/** Sorted durations of `run`, after the warm-up. */
async function timings(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    await run();
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function withServer<T>(ssrEnabled: boolean, use: (origin: string) => Promise<T>): Promise<T> {
  const config = loadConfig({ LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, SSR_ENABLED: String(ssrEnabled) });
  const app = createApp({ config, db, logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
    app.shutdown();
  }
}

const render = ssrFromBundle(path.resolve('bootstrap', 'ssr', 'ssr.js'));

const at = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(8);

for (const url of PAGES) {
  const page = await withServer(false, async (origin) => {
    const html = await (await fetch(origin + url)).text();
    return JSON.parse(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as PageObject;
  });
  if (!(await render(page))) throw new Error('No SSR bundle: run `npm run build` first.');
  const cpuBefore = process.cpuUsage();
  const renderOnly = await timings(() => render(page));
  // CPU time is what rendering takes from the server, whatever else the machine is doing.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRender = (cpu.user + cpu.system) / 1000 / (WARM_UP + RUNS);
  const off = await withServer(false, (origin) => timings(async () => (await fetch(origin + url)).text()));
  const on = await withServer(true, (origin) => timings(async () => (await fetch(origin + url)).text()));
  console.log(
    `${url.padEnd(14)} render ${ms(at(renderOnly, 0.5))} (p95 ${ms(at(renderOnly, 0.95))}, CPU ${ms(cpuPerRender)}) | request without SSR ${ms(at(off, 0.5))}, with SSR ${ms(at(on, 0.5))} (medians)`,
  );
}

await db.close();
rmSync(storageDir, { recursive: true, force: true });
