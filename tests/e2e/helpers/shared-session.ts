import { afterAll, beforeAll } from 'vitest';
import type { TestContextOptions } from '../../helpers/test-app';
import { startBrowserSession, type BrowserSession } from './browser';

/**
 * One browser session the tests of the describe it is called in share: started before them (over the
 * demo catalogue unless told otherwise), closed after. Its members are read when a test or a later
 * hook uses them, so a describe may declare it at the top and add its own beforeAll below. Options
 * that name something an earlier beforeAll starts (a stand-in server's host) are given as a function,
 * read when the session starts.
 */
export function sharedBrowserSession(options: TestContextOptions | (() => TestContextOptions) = { demo: true }): BrowserSession {
  let started: BrowserSession | undefined;
  beforeAll(async () => {
    started = await startBrowserSession(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => started?.close());
  const current = () => {
    if (!started) throw new Error('the shared browser session starts in beforeAll: use it in a test or a later hook');
    return started;
  };
  return {
    get ctx() {
      return current().ctx;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get browser() {
      return current().browser;
    },
    url: (pathAndQuery) => current().url(pathAndQuery),
    newPage: (viewport, pageOptions) => current().newPage(viewport, pageOptions),
    screenshot: (page, name, shotOptions) => current().screenshot(page, name, shotOptions),
    close: () => current().close(),
  };
}
