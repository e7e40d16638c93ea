/**
 * A Chromium of its own spoken to over the Chrome DevTools Protocol on a pipe (`--remote-debugging-pipe`),
 * for the benchmarks that want a browser with no inspector at work beyond what they ask of it: no
 * WebSocket endpoint, no Lighthouse, only the domains the caller enables. One page (a target in a fresh
 * profile, removed afterwards); the browser is closed through the protocol whatever `use` does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Sends one command to the page and resolves with its result. */
export type PageCommand = <T>(method: string, params?: object) => Promise<T>;

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

/** Starts Chromium (`chromium` with `flags`), gives `use` its one page, and closes it all afterwards. */
export async function withPipedPage<T>(chromium: string, flags: string[], use: (page: PageCommand) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(tmpdir(), 'hees-piped-chromium-'));
  const browser = spawn(chromium, [...flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const send = pipeConnection(browser.stdio[3] as Writable, browser.stdio[4] as Readable);
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  try {
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    return await use((method, params = {}) => send(method, params, sessionId));
  } finally {
    // Closed through the protocol, so its helper processes are gone (and done writing to the profile) too.
    await Promise.race([send('Browser.close').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);
    if (!stopped) browser.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
