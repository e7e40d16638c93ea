/**
 * `npm run bench:main-thread -- --variant NAME=URL [--variant NAME=URL ...] [--page /] [--loads 10]
 * [--no-scripts]`: what a page load costs the renderer's main thread, counted by Chromium's own trace,
 * for builds served side by side (e.g. this checkout's `npm start` and the previous commit's, from a
 * `git worktree`, on another PORT), their loads taking turns so a busy moment of the machine does not
 * fall on one build alone.
 *
 * Why beside Lighthouse: on this two-core machine Lighthouse's Total Blocking Time of one page varies
 * two to ten times from run to run (docs/benchmarks.md, "Simulated and applied throttling"), so it
 * cannot tell a change of a tenth apart. The trace's thread times (`tdur`: the main thread's own CPU,
 * not its wall time) and the number of elements the browser styled and the layout objects it laid out
 * over the load vary far less, and say where a change acts.
 *
 * Each load: a fresh context of Debian's Chromium at a 412 x 823 phone screen, the trace recorded from
 * before the navigation until 1.5 s after the load event. Printed per variant, medians over the loads:
 * elements styled (the sum over every style recalculation), layout objects laid out (likewise), the CPU
 * of all the main thread's tasks and of the largest one, of style, layout, paint (with pre-paint),
 * HTML parsing and JavaScript (calls, module and script evaluation, microtasks, timers); then each
 * load's task total. `--no-scripts` loads with JavaScript off: the document alone.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from './median';
import { PHONE_SCREEN } from './phone-screen';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium';

const { values: args } = parseArgs({
  options: {
    variant: { type: 'string', multiple: true, default: [] },
    page: { type: 'string', default: '/' },
    loads: { type: 'string', default: '10' },
    'no-scripts': { type: 'boolean', default: false },
  },
});
const variants = args.variant.map((entry) => {
  const at = entry.indexOf('=');
  if (at < 1) throw new Error(`--variant wants NAME=URL, not ${entry}`);
  return { name: entry.slice(0, at), base: entry.slice(at + 1).replace(/\/$/, '') };
});
if (variants.length === 0) throw new Error('Name at least one --variant NAME=URL (a running server)');
const LOADS = Number(args.loads);
if (!(LOADS >= 1)) throw new Error(`--loads wants a positive number, not ${args.loads}`);

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
const JAVASCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'RunMicrotasks', 'TimerFire']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number } };
}

interface Reading {
  styled: number;
  laidOut: number;
  tasks: number;
  largest: number;
  style: number;
  layout: number;
  paint: number;
  parse: number;
  javascript: number;
}

/** The renderer's main thread with the most task time: the page's (an extension or a spare renderer has little). */
function pageMainThread(events: TraceEvent[]): TraceEvent[] {
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const taskTime = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && threadNames.get(thread) === 'CrRendererMain') taskTime.set(thread, (taskTime.get(thread) ?? 0) + (e.tdur ?? 0));
  }
  const [thread] = [...taskTime].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) throw new Error('The trace has no renderer main thread');
  return events.filter((e) => e.ph === 'X' && e.tdur !== undefined && `${e.pid}:${e.tid}` === thread);
}

function read(events: TraceEvent[]): Reading {
  const main = pageMainThread(events);
  const ms = (names: (name: string) => boolean) => main.filter((e) => names(e.name)).reduce((sum, e) => sum + e.tdur!, 0) / 1000;
  const tasks = main.filter((e) => e.name === 'RunTask').map((e) => e.tdur! / 1000);
  return {
    styled: main.filter((e) => e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    laidOut: main.filter((e) => e.name === 'Layout').reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    tasks: tasks.reduce((sum, t) => sum + t, 0),
    largest: Math.max(0, ...tasks),
    style: ms((name) => name === 'UpdateLayoutTree'),
    layout: ms((name) => name === 'Layout'),
    paint: ms((name) => name === 'Paint' || name === 'PrePaint'),
    parse: ms((name) => name === 'ParseHTML'),
    javascript: ms((name) => JAVASCRIPT.has(name)),
  };
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const readings = new Map<string, Reading[]>(variants.map(({ name }) => [name, []]));
  try {
    for (let load = 0; load < LOADS; load++) {
      for (const { name, base } of variants) {
        const context = await browser.newContext({ viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height }, isMobile: true, deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor, javaScriptEnabled: !args['no-scripts'] });
        try {
          const page = await context.newPage();
          await browser.startTracing(page, { categories: CATEGORIES });
          const answer = await page.goto(base + args.page, { waitUntil: 'load' });
          if (!answer?.ok()) throw new Error(`${base + args.page} answered ${answer?.status()}`);
          await page.waitForTimeout(1_500);
          const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
          readings.get(name)!.push(read(trace.traceEvents));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${args.page}, ${LOADS} loads a variant in turns, 412 px${args['no-scripts'] ? ', JavaScript off' : ''}; medians (CPU ms of the page's main thread)`);
  const columns: [keyof Reading, string, number][] = [
    ['styled', 'styled', 0], ['laidOut', 'laid out', 0], ['tasks', 'tasks', 1], ['largest', 'largest', 1], ['style', 'style', 1],
    ['layout', 'layout', 1], ['paint', 'paint', 1], ['parse', 'parse', 1], ['javascript', 'script', 1],
  ];
  const width = Math.max(8, ...variants.map(({ name }) => name.length + 1));
  console.log(`${''.padEnd(width)}${columns.map(([, label]) => label.padStart(10)).join('')}   each load's tasks`);
  for (const [name, rows] of readings) {
    const cells = columns.map(([key, , digits]) => median(rows.map((row) => row[key])).toFixed(digits).padStart(10));
    console.log(`${name.padEnd(width)}${cells.join('')}   ${rows.map((row) => row.tasks.toFixed(0)).join(', ')}`);
  }
}

await main();
