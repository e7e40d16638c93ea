/**
 * `npm run bench:lighthouse [-- --runs 3]`: Lighthouse (the npm package, driving Debian's Chromium at
 * /usr/bin/chromium) on the home page, a song page and the search page, with its default mobile
 * preset (a Moto G Power's screen, simulated slow 4G and a 4x slower CPU). Each page is audited
 * `--runs` times, the pages taking turns so a busy moment of the machine does not fall on one page
 * alone; each figure printed is the median of its runs, taken figure by figure, beside its target.
 *
 * The server runs as `npm start` runs it: built first when the client's sources changed, then
 * server/main.ts in a child process with production settings, migrating and seeding the demo
 * catalogue into an embedded PGlite database of its own (a temporary folder, removed afterwards;
 * DATABASE_URL is ignored so no real database is touched), on 127.0.0.1 at $PORT or a free port.
 * Lighthouse works in this process, so its own CPU never delays the server's answers. The song is
 * the first one featured on the home page and the search is for its name (audited-pages.ts); every
 * page is fetched twice before the audits so the first audit does not measure a cold server.
 *
 * `--cpu-index N` (e.g. 1500) emulates a machine whose Lighthouse CPU benchmark index is N, so runs on
 * a fast machine say what a slower one's visitors get. Lighthouse's simulation multiplies the main-thread
 * time it observes by `throttling.cpuSlowdownMultiplier` (4 by default), and measures this machine's
 * index at the start of every audit. A shared machine's index moves from one minute to the next (1,200
 * to 2,900 here), so each audit is calibrated by its own: the page is loaded and recorded first
 * (Lighthouse's gather mode, artifacts in a temporary folder; in simulated throttling the multiplier
 * plays no part there), then audited with the multiplier 4 x the index measured in that run / N
 * (audit mode on the same artifacts). Every run prints its measured index, the multiplier and the
 * index it emulates (measured x 4 / multiplier, so N). Without the option the runs are Lighthouse's
 * default (multiplier 4) as before, and the emulated index printed is the measured one.
 *
 * `--visitor` loads every page once more after each of its audits, at the slowdown that audit used, in
 * a Chromium with no inspector at work, and prints its Total Blocking Time as the page's own Long Tasks
 * API counts it (visitor-long-tasks.ts): what a visitor's browser blocks, without Lighthouse's
 * instrumentation, which shares the main thread and is multiplied with it.
 *
 * `--throttling devtools` audits with Lighthouse's applied throttling (DevTools' own: the CPU slowed by
 * `Emulation.setCPUThrottlingRate` and the network by request while the page loads, the figures read
 * off that load) instead of its default simulation, which loads the page unthrottled and multiplies the
 * main thread's observed time by the slowdown. On a machine of two cores the simulation multiplies the
 * time the page's main thread waits for a core as well (docs/benchmarks.md, "Simulated and applied
 * throttling"). With `--cpu-index N` the slowdown is set from the benchmark index measured just before
 * each audit (benchmark-index.ts), since applied throttling needs it before the load starts.
 *
 * `--without-scripts` audits every page a second time, in turns with the first, as the same document with
 * none of its scripts run (without-scripts.ts): the floor of its Total Blocking Time, what the document
 * itself costs the main thread, printed beside the page's, so the gap is what the app's JavaScript adds.
 *
 * A benchmark, not a test: it prints MISS beside a missed target and still exits 0. The summary of
 * every run is written to tmp/bench-lighthouse.json.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { auditedPages } from './audited-pages';
import { startWithoutScriptsProxy } from './without-scripts';
import { visitorTotalBlockingTime } from './visitor-long-tasks';
import { measureBenchmarkIndex } from './benchmark-index';
import { median } from './median';
import { buildServerIfChanged, serverArgs } from '../helpers/server-command';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'cpu-index': { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    'without-scripts': { type: 'boolean', default: false },
    visitor: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
/** The benchmark index to emulate (--cpu-index), or undefined for Lighthouse's default 4x slowdown. */
const CPU_INDEX = args['cpu-index'] === undefined ? undefined : Number(args['cpu-index']);
if (CPU_INDEX !== undefined && !(CPU_INDEX > 0)) throw new Error(`--cpu-index wants a positive number, not ${args['cpu-index']}`);
/** Lighthouse's throttling method: its default simulation, or DevTools' applied throttling (--throttling devtools). */
const THROTTLING = args.throttling;
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') throw new Error(`--throttling wants simulate or devtools, not ${THROTTLING}`);
/** Lighthouse's default simulated CPU slowdown (its mobile preset). */
const DEFAULT_SLOWDOWN = 4;
/** The CPU slowdown that makes a machine of benchmark index `measured` one of index `emulated`. */
const slowdownFor = (measured: number, emulated: number) => (DEFAULT_SLOWDOWN * measured) / emulated;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const SUMMARY = path.resolve('tmp', 'bench-lighthouse.json');
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  cls: number;
  /** Everything the page transferred, bytes (Lighthouse's total-byte-weight), printed in KB of 1000 bytes. */
  bytes: number;
}

/** The issue's targets; bytes have none (printed for reference). */
const TARGETS: { key: keyof Figures; label: string; target?: { max?: number; min?: number }; show: (v: number) => string }[] = [
  { key: 'performance', label: 'performance', target: { min: 95 }, show: (v) => v.toFixed(0) },
  { key: 'accessibility', label: 'accessibility', target: { min: 95 }, show: (v) => v.toFixed(0) },
  { key: 'best-practices', label: 'best practices', target: { min: 95 }, show: (v) => v.toFixed(0) },
  { key: 'seo', label: 'SEO', target: { min: 95 }, show: (v) => v.toFixed(0) },
  { key: 'lcp', label: 'LCP', target: { max: 2000 }, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', target: { max: 150 }, show: (v) => `${v.toFixed(0)} ms` },
  { key: 'cls', label: 'CLS', target: { max: 0.05 }, show: (v) => v.toFixed(3) },
  { key: 'bytes', label: 'bytes transferred', show: (v) => `${(v / 1000).toFixed(0)} KB` },
];

interface Run {
  figures: Figures;
  /** Lighthouse's CPU benchmark of this machine during the run (a typical desktop scores 1000 to 2500). */
  benchmarkIndex: number;
  /** The CPU slowdown the run used, simulated or applied (Lighthouse's throttling.cpuSlowdownMultiplier). */
  cpuSlowdown: number;
  /** --throttling devtools: the benchmark index measured just before the audit, which set its slowdown. */
  indexBefore?: number;
  /** The benchmark index the run emulates: the index that set its slowdown x 4 / the slowdown. */
  emulatedIndex: number;
  warnings: string[];
  /** Where the main thread's time went (Lighthouse's mainthread-work-breakdown, ms by group; simulated
   * slowdown applied) and the scripts that took most of it (bootup-time, ms): what to cut for TBT. */
  mainThread: {
    groups: Record<string, number>;
    scripts: { url: string; total: number; scripting: number; parse: number }[];
    /** The long tasks (long-tasks audit, simulated ms): where each starts and what it runs. */
    longTasks: { url: string; start: number; duration: number }[];
  };
  /** Audits under 0.9 that count in a category's score: why a score is what it is. */
  failing: { id: string; category: string; score: number; display?: string }[];
  /** --visitor: the same page's Total Blocking Time in a browser with no inspector at the run's slowdown. */
  visitor?: Awaited<ReturnType<typeof visitorTotalBlockingTime>>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meets = (value: number, target: { max?: number; min?: number }) =>
  (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as `npm start` runs it (the built dist/server/main.mjs), over an embedded database in `storageDir`. */
function startServer(port: number, storageDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: 'bench-lighthouse',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: storageDir,
    PGLITE_DATA_DIR: path.join(storageDir, 'db'),
    SEED_ON_FIRST_START: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverArgs(), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, tail, alive: () => child.exitCode === null && child.signalCode === null };
}

async function waitForServer(base: string, server: ReturnType<typeof startServer>) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (!server.alive()) throw new Error(`the server exited:\n${server.tail.join('\n')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not come up in 5 minutes');
}

function figuresOf(lhr: Result, indexBefore?: number): Run {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: Run['failing'] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        failing.push({ id: ref.id, category: id, score: audit.score, display: audit.displayValue || undefined });
      }
    }
  }
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const mainThread: Run['mainThread'] = {
    groups: Object.fromEntries(items('mainthread-work-breakdown').map((i) => [String(i.groupLabel ?? i.group), Math.round(Number(i.duration))])),
    scripts: items('bootup-time')
      .slice(0, 8)
      .map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ''), total: Math.round(Number(i.total)), scripting: Math.round(Number(i.scripting)), parse: Math.round(Number(i.scriptParseCompile)) })),
    longTasks: items('long-tasks').map((i) => ({ url: String(i.url).replace(/^https?:\/\/[^/]+/, ''), start: Math.round(Number(i.startTime)), duration: Math.round(Number(i.duration)) })),
  };
  return {
    mainThread,
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    indexBefore,
    emulatedIndex: ((indexBefore ?? lhr.environment.benchmarkIndex) * DEFAULT_SLOWDOWN) / lhr.configSettings.throttling.cpuSlowdownMultiplier,
    warnings: lhr.runWarnings,
    failing,
  };
}

/**
 * One audit in a Chromium of its own (as the Lighthouse CLI does: nothing left over from the last
 * run). Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART, NO_FCP):
 * such a run is tried again, up to ATTEMPTS times, and said so.
 */
async function audit(url: string, browser: { current?: chromeLauncher.LaunchedChrome }, cpuIndex?: number): Promise<{ lhr: Result; indexBefore?: number }> {
  for (let attempt = 1; ; attempt++) {
    // Applied throttling's slowdown is set before the load: from the index measured now (its own browser, closed first).
    const indexBefore = THROTTLING === 'devtools' && cpuIndex !== undefined ? median(await measureBenchmarkIndex(CHROMIUM, CHROME_FLAGS)) : undefined;
    browser.current = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const flags = { port: browser.current.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
      const result =
        THROTTLING === 'devtools'
          ? await lighthouse(url, {
              ...flags,
              throttlingMethod: 'devtools',
              throttling: { cpuSlowdownMultiplier: indexBefore === undefined ? DEFAULT_SLOWDOWN : slowdownFor(indexBefore, cpuIndex!) },
            })
          : cpuIndex === undefined
            ? await lighthouse(url, flags)
            : await auditAtIndex(url, flags, cpuIndex);
      const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
      if (!error) return { lhr: result!.lhr, indexBefore };
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
      console.log(`  (Lighthouse on ${url}: ${error.code}; trying again)`);
    } finally {
      await browser.current.kill();
      browser.current = undefined;
    }
  }
}

/**
 * --cpu-index: the page recorded (gather mode), then audited (audit mode) with the CPU slowdown that
 * turns the index Lighthouse measured in this very run into `cpuIndex`. Lighthouse refuses to audit
 * with settings other than those it gathered with, so the saved settings get the same multiplier:
 * simulated throttling loads the page unthrottled, so gathering did not depend on it.
 */
async function auditAtIndex(url: string, flags: Flags, cpuIndex: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hees-lighthouse-artifacts-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { BenchmarkIndex: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };
    const cpuSlowdownMultiplier = slowdownFor(artifacts.BenchmarkIndex, cpuIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    return await lighthouse(undefined, { ...flags, auditMode: dir, throttling: { cpuSlowdownMultiplier } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function browserVersion(): Promise<string> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    return ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;
  } finally {
    await chrome.kill();
  }
}

function printTable(results: { name: string; path: string; median: Figures }[]) {
  const width = 22;
  console.log(`${'median'.padEnd(18)} ${'target'.padEnd(9)} ${results.map((r) => r.name.padEnd(width)).join(' ')}`);
  for (const { key, label, target, show } of TARGETS) {
    const goal = target ? (target.min !== undefined ? `>= ${target.min}` : `<= ${key === 'lcp' ? `${target.max! / 1000} s` : key === 'tbt' ? `${target.max} ms` : target.max}`) : '';
    const cells = results.map(({ median: m }) => `${show(m[key])}${target ? (meets(m[key], target) ? ' PASS' : ' MISS') : ''}`.padEnd(width));
    console.log(`${label.padEnd(18)} ${goal.padEnd(9)} ${cells.join(' ')}`);
  }
}

async function main() {
  buildServerIfChanged();

  const port = process.env.PORT ? Number(process.env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const storageDir = mkdtempSync(path.join(tmpdir(), 'hees-bench-lighthouse-'));
  let server: ReturnType<typeof startServer> | undefined;
  let closeProxy: (() => Promise<void>) | undefined;
  const browser: { current?: chromeLauncher.LaunchedChrome } = {};
  // However the run ends (an error, Ctrl-C), the server, Chromium and the database files go with it.
  const cleanUp = () => {
    if (server?.alive()) server.child.kill('SIGKILL');
    browser.current?.process.kill('SIGKILL');
    rmSync(storageDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));

  try {
    server = startServer(port, storageDir);
    await waitForServer(base, server);
    const proxy = args['without-scripts'] ? await startWithoutScriptsProxy(base) : undefined;
    closeProxy = proxy?.close;
    // Each page, and with --without-scripts its document alone right after it (same runs, in turns).
    const pages = (await auditedPages(base)).flatMap((page) => [
      { name: page.name as string, path: page.path, base },
      ...(proxy ? [{ name: `${page.name} (no scripts)`, path: page.path, base: proxy.base }] : []),
    ]);
    for (let i = 0; i < 2; i++) for (const page of pages) await (await fetch(page.base + page.path)).text();

    const version = await browserVersion();
    const loadAtStart = loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(
      `Lighthouse ${LIGHTHOUSE_VERSION}, ${version}, mobile preset, ${THROTTLING === 'devtools' ? 'applied (DevTools) throttling' : 'simulated throttling'}; ` +
        `${RUNS} runs per page; the app on ${base} (production, embedded PGlite, demo catalogue); ${cpus().length} cores, load average ${loadAtStart}`,
    );

    const runs = new Map<string, Run[]>(pages.map((page) => [page.name, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        const started = Date.now();
        const { lhr, indexBefore } = await audit(page.base + page.path, browser, CPU_INDEX);
        const figures = figuresOf(lhr, indexBefore);
        if (args.visitor) figures.visitor = await visitorTotalBlockingTime(CHROMIUM, CHROME_FLAGS, page.base + page.path, figures.cpuSlowdown);
        runs.get(page.name)!.push(figures);
        console.log(
          `  run ${run}/${RUNS} ${page.name.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s: ` +
            `perf ${figures.figures.performance}, a11y ${figures.figures.accessibility}, bp ${figures.figures['best-practices']}, seo ${figures.figures.seo}, ` +
            `LCP ${(figures.figures.lcp / 1000).toFixed(2)} s, TBT ${figures.figures.tbt.toFixed(0)} ms, CLS ${figures.figures.cls.toFixed(3)}; ` +
            (figures.indexBefore === undefined ? '' : `index measured before ${figures.indexBefore.toFixed(0)}, `) +
            `benchmark index ${figures.benchmarkIndex.toFixed(0)}, CPU slowdown ${figures.cpuSlowdown.toFixed(2)}, emulated index ${figures.emulatedIndex.toFixed(0)}` +
            (figures.visitor ? `; visitor's TBT ${figures.visitor.tbt.toFixed(0)} ms` : ''),
        );
      }
    }

    const results = pages.map((page) => {
      const pageRuns = runs.get(page.name)!;
      const m = Object.fromEntries(
        TARGETS.map(({ key }) => [key, median(pageRuns.map((r) => r.figures[key]))]),
      ) as unknown as Figures;
      // An audit is listed when it pulled a score down in at least half of the runs.
      const counts = new Map<string, { category: string; runs: number }>();
      for (const { failing } of pageRuns) {
        for (const f of failing) counts.set(f.id, { category: f.category, runs: (counts.get(f.id)?.runs ?? 0) + 1 });
      }
      const failing = [...counts].filter(([, c]) => c.runs * 2 >= pageRuns.length).map(([id, c]) => ({ id, ...c }));
      return { ...page, url: page.base + page.path, median: m, runs: pageRuns, failing };
    });

    const benchmarkIndexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
    const slowdowns = results.flatMap((r) => r.runs.map((run) => run.cpuSlowdown));
    const emulatedIndexes = results.flatMap((r) => r.runs.map((run) => run.emulatedIndex));
    console.log(
      `\nLighthouse ${RUNS} runs per page, medians; load average ${loadAtStart} at start, ` +
        `${loadavg().map((l) => l.toFixed(1)).join(' ')} at end; Lighthouse's CPU benchmark index ${median(benchmarkIndexes).toFixed(0)} ` +
        `(${Math.min(...benchmarkIndexes).toFixed(0)}-${Math.max(...benchmarkIndexes).toFixed(0)}), CPU slowdown ` +
        `${Math.min(...slowdowns).toFixed(2)}-${Math.max(...slowdowns).toFixed(2)}, emulated index ${median(emulatedIndexes).toFixed(0)}` +
        `${CPU_INDEX === undefined ? ' (no --cpu-index: the default 4x)' : ` (--cpu-index ${CPU_INDEX})`}\n`,
    );
    printTable(results);
    if (args.visitor) {
      const cells = results.map((r) => {
        const tbts = r.runs.map((run) => run.visitor!.tbt);
        return `${r.name} ${median(tbts).toFixed(0)} ms (${tbts.map((t) => t.toFixed(0)).join(', ')})`;
      });
      console.log(`\nTBT in a visitor's browser (no inspector, each run's slowdown), median (runs): ${cells.join('; ')}`);
    }
    console.log();
    for (const result of results) {
      const below = result.failing.map((f) => `${f.id} (${f.category}, ${f.runs}/${RUNS})`);
      console.log(`${result.name} ${result.path}: audits under 0.9 in at least half the runs: ${below.length ? below.join(', ') : 'none'}`);
    }
    const warnings = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.warnings)))];
    if (warnings.length) console.log(`\nLighthouse warned: ${warnings.join(' | ')}`);

    mkdirSync(path.dirname(SUMMARY), { recursive: true });
    writeFileSync(
      SUMMARY,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouse: LIGHTHOUSE_VERSION,
          browser: version,
          preset: 'mobile (Lighthouse default)',
          runsPerPage: RUNS,
          cores: cpus().length,
          loadAverageAtStart: loadAtStart,
          cpuIndex: CPU_INDEX ?? null,
          throttling: THROTTLING,
          withoutScripts: args['without-scripts'],
          visitor: args.visitor,
          targets: Object.fromEntries(TARGETS.filter((t) => t.target).map((t) => [t.key, t.target])),
          pages: results.map((r) => ({
            name: r.name,
            path: r.path,
            median: r.median,
            pass: Object.fromEntries(TARGETS.filter((t) => t.target).map((t) => [t.key, meets(r.median[t.key], t.target!)])),
            failingAudits: r.failing,
            runs: r.runs,
          })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nsummary written to ${path.relative(process.cwd(), SUMMARY)}`);
  } finally {
    await closeProxy?.();
    if (server?.alive()) {
      server.child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => server!.child.once('exit', resolve)), sleep(15_000)]);
    }
    cleanUp();
  }
}

await main();
