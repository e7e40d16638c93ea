/**
 * `npm run bench:crawl [-- --connections 8]`: a crawler's pass over the site, uncached. The app runs
 * with production settings over the demo catalogue, the visitor cache off; every page the sitemaps
 * list (/sitemap.xml and the files it names) is asked for once as HTML over 8 keep-alive connections,
 * as a search engine's crawler does, by a child process (load-client.ts). Three passes, in one run:
 * with the render cache off (every page rendered: the baseline), then with it on, cold and again
 * (the same data: each page's markup should now come from the cache). Prints the total time, the p95
 * and the render cache's hit ratio of each; every page must answer 200.
 */
import { parseArgs } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { startDemoApp } from './demo-app';
import { forkWorker } from './fork-worker';
import type { LoadRequest, LoadResult, LoadRun } from './load-client';

const { values: args } = parseArgs({ options: { connections: { type: 'string', default: '8' } } });
const CONNECTIONS = Number(args.connections);
const BROWSER = { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'Mozilla/5.0 (compatible; bench:crawl)' };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));

/** Every page address the sitemaps list, as paths. */
async function sitemapPaths(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const sitemap of locs(index)) {
    const xml = await (await fetch(`${base}${sitemap.pathname}`)).text();
    for (const page of locs(xml)) paths.push(page.pathname + page.search);
  }
  return paths;
}

const client = forkWorker<LoadRun>(new URL('./load-client.ts', import.meta.url));
const rows: { pass: string; result: LoadResult }[] = [];
let pages = 0;
const loadAtStart = loadavg()[0]!.toFixed(2);
try {
  for (const renderCacheMb of ['0', '64']) {
    const app = await startDemoApp({ VISITOR_CACHE_SECONDS: '0', RENDER_CACHE_MB: renderCacheMb });
    try {
      const paths = await sitemapPaths(app.url);
      pages = paths.length;
      const requests: LoadRequest[] = paths.map((path) => ({ route: 'page', path, headers: BROWSER }));
      const crawl = () => client.ask<LoadResult>({ base: app.url, requests, connections: CONNECTIONS, timeoutMs: 60_000 });
      // The first request of a fresh instance loads the SSR bundle and the JIT is cold: one page first.
      await fetch(`${app.url}/`, { headers: BROWSER });
      if (renderCacheMb === '0') rows.push({ pass: 'render cache off', result: await crawl() });
      else {
        rows.push({ pass: 'render cache on, 1st', result: await crawl() });
        rows.push({ pass: 'render cache on, 2nd', result: await crawl() });
      }
    } finally {
      await app.stop();
    }
  }
} finally {
  client.stop();
}

console.log(`\nbench:crawl: ${pages} sitemap pages of the demo catalogue as HTML, ${CONNECTIONS} connections, visitor cache off; ${cpus().length} cores; load average ${loadAtStart} at start, ${loadavg()[0]!.toFixed(2)} at end\n`);
console.log(`${'pass'.padEnd(22)} ${'total s'.padStart(8)} ${'pages/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'hits'.padStart(6)} ${'hit ratio'.padStart(9)} ${'x off'.padStart(6)}`);
const baseline = rows[0]!.result.seconds;
let failed = 0;
for (const { pass, result } of rows) {
  const route = result.routes[0]!;
  failed += route.sent - (route.statuses[200] ?? 0);
  const rendered = route.renderHits + route.renderMisses;
  console.log(
    `${pass.padEnd(22)} ${result.seconds.toFixed(1).padStart(8)} ${(route.answered / result.seconds).toFixed(0).padStart(8)} ${route.latency.p50.toFixed(1).padStart(7)} ${route.latency.p95.toFixed(1).padStart(7)} ${String(route.renderHits).padStart(6)} ${(rendered ? route.renderHits / rendered : 0).toFixed(2).padStart(9)} ${(baseline / result.seconds).toFixed(2).padStart(6)}`,
  );
}
console.log(failed === 0 ? 'every page answered 200' : `${failed} pages did NOT answer 200`);
if (failed > 0) process.exitCode = 1;
