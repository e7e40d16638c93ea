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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

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

/** A CDP connection over Chromium's pipe (fd 3 in, fd 4 out; messages end with a NUL byte). */
function pipeConnection(input: Writable, output: Readable) {
  let nextId = 0;
  let buffered = '';
  const waiting = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  output.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } };
      buffered = buffered.slice(end + 1);
      const pending = message.id === undefined ? undefined : waiting.get(message.id);
      if (!pending) continue;
      waiting.delete(message.id!);
      if (message.error) pending.reject(new Error(message.error.message));
      else pending.resolve(message.result);
    }
  });
  // A browser that goes away answers nothing more: whatever was asked fails rather than waits for good.
  output.on('close', () => {
    for (const pending of waiting.values()) pending.reject(new Error('Chromium closed the connection'));
    waiting.clear();
  });
  return <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve: resolve as (r: unknown) => void, reject });
      input.write(`${JSON.stringify({ id, method, params, ...(sessionId && { sessionId }) })}\0`);
    });
}

/**
 * Loads `url` once in a fresh Chromium (a profile of its own, removed after) at a 412 x 823 phone
 * screen and `cpuSlowdown`, and returns its Total Blocking Time in ms and its long tasks.
 */
export async function visitorTotalBlockingTime(chromium: string, flags: string[], url: string, cpuSlowdown: number) {
  const profile = mkdtempSync(path.join(tmpdir(), 'hees-visitor-tbt-'));
  const browser = spawn(chromium, [...flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const send = pipeConnection(browser.stdio[3] as Writable, browser.stdio[4] as Readable);
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  try {
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page = <T>(method: string, params: object = {}) => send<T>(method, params, sessionId);
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_LONG_TASKS });
    await page('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
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
  } finally {
    // Closed through the protocol, so its helper processes are gone (and done writing to the profile) too.
    await Promise.race([send('Browser.close').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);
    if (!stopped) browser.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
