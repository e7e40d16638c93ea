/**
 * Total Blocking Time as a visitor's own browser counts it: the page loaded in a Chromium with no
 * inspector at work (no Lighthouse, no trace, no Runtime or Network domain: the Chrome DevTools
 * Protocol is spoken over a pipe and asked for the page, the screen and the CPU slowdown only), its
 * long tasks read from the Long Tasks API (what field measurements such as web-vitals' attribution
 * use), the blocking part of each (over 50 ms) summed from the first contentful paint until five
 * seconds pass without a long task, as Lighthouse sums up to its Time to Interactive.
 *
 * Why beside Lighthouse: Lighthouse's own instrumentation (a trace with JavaScript stacks on its
 * events, the scripts' sources written into it, screenshots) runs on the same main thread and the same
 * two cores, and its simulation multiplies that time with the page's. On this machine its "Other"
 * and "Unattributable" time was most of a page's main thread. The CPU is slowed here by DevTools'
 * own throttling (`Emulation.setCPUThrottlingRate`) at the multiplier of the Lighthouse run it follows,
 * so both read the same emulated machine. The network is not throttled (Lighthouse simulates slow 4G):
 * that moves when tasks run more than how long they are.
 */
import { withPipedPage } from './piped-chromium';
import { PHONE_SCREEN } from './phone-screen';

const QUIET_MS = 5_000;
const LONGEST_MS = 30_000;

/** Installed before the page's scripts: every long task (over 50 ms) the page has, as [start, duration]. */
const RECORD_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });`;

const READ = `JSON.stringify({ now: performance.now(), tasks: window.__longTasks || [],
  fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null })`;

interface Reading {
  now: number;
  tasks: [number, number][];
  fcp: number | null;
}

/**
 * Loads `url` once in a fresh Chromium (a profile of its own, removed after) at a 412 x 823 phone
 * screen and `cpuSlowdown`, and returns its Total Blocking Time in ms and its long tasks.
 */
export async function visitorTotalBlockingTime(chromium: string, flags: string[], url: string, cpuSlowdown: number) {
  return withPipedPage(chromium, flags, async (page) => {
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_LONG_TASKS });
    await page('Emulation.setDeviceMetricsOverride', { ...PHONE_SCREEN, mobile: true });
    await page('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page('Page.navigate', { url });
    const started = Date.now();
    let reading: Reading = { now: 0, tasks: [], fcp: null };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const { result } = await page<{ result: { value?: string } }>('Runtime.evaluate', { expression: READ, returnByValue: true });
      if (result.value) reading = JSON.parse(result.value) as Reading;
      const lastEnd = Math.max(reading.fcp ?? 0, ...reading.tasks.map(([start, duration]) => start + duration));
      if ((reading.fcp !== null && reading.now - lastEnd >= QUIET_MS) || Date.now() - started > LONGEST_MS) break;
    }
    const fcp = reading.fcp ?? 0;
    const afterPaint = reading.tasks.filter(([start]) => start >= fcp);
    return {
      tbt: afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longTasks: afterPaint.map(([start, duration]) => ({ start: Math.round(start), duration: Math.round(duration) })),
    };
  });
}
