import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import pino from 'pino';
import { inject, onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createTestContext, type TestContext, type TestContextOptions } from '../../helpers/test-app';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * Every browser test's describe options. Chromium, the server under test and the other test file
 * share two cores; a test that fails is tried once more, and fails the run if it fails again. The
 * first failure still prints what the page showed and what the server logged (see whenTestFails):
 * that report is how the typing-before-hydration race below was found. The pages the failed attempt
 * opened are then closed; what it wrote to the database stays, so a test that a retry would trip
 * over its own rows removes them first.
 *
 * `E2E_RETRY=0` takes the retry away, to see a test that passes only on it fail: Vitest's own
 * `--retry 0` does not override a suite's option (a "--retry 0" loop still retried).
 */
export const BROWSER_TESTS = { retry: retriesOf(process.env.E2E_RETRY) };

function retriesOf(setting: string | undefined): number {
  const retries = Number(setting);
  return setting !== undefined && setting !== '' && Number.isInteger(retries) && retries >= 0 ? retries : 1;
}

/** Set by the app once React has taken over the server's markup (resources/js/app.tsx). */
const APP_STARTED = 'html[data-app-ready]';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export interface Viewport {
  width: number;
  height: number;
}

/** A page that records what went wrong in the browser: console errors (CSP reports included) and uncaught errors. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Problems seen so far, minus failed loads announced with `allowFailedLoad`. */
  problems(): string[];
  /** A URL (path and query) expected to answer with an error status, such as a page that is meant to 404. */
  allowFailedLoad(pathAndQuery: string): void;
  /**
   * Waits for the client app to start on the page loaded last. The server-rendered markup shows before
   * that, but its buttons do nothing until React has taken it over.
   */
  appStarted(): Promise<void>;
}

export interface NewPageOptions {
  javaScriptEnabled?: boolean;
  deviceScaleFactor?: number;
  locale?: string;
  userAgent?: string;
  /**
   * `'block'`: no service worker, so every request reaches `page.route` (one the app's service worker
   * answers from its cache never does).
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface BrowserSession {
  ctx: TestContext;
  baseUrl: string;
  browser: Browser;
  url(pathAndQuery: string): string;
  /** `javaScriptEnabled: false` shows the page as a crawler without JavaScript sees it: the server's HTML only. */
  /**
   * `locale` is the browser's language (its Accept-Language): English unless a test asks for another, so the
   * tests that check the spec's English texts see them; the site itself defaults to Somali.
   */
  newPage(viewport?: Viewport, options?: NewPageOptions): Promise<WatchedPage>;
  /**
   * Saves a picture of `page` (or of the part of it `of` finds) under tests/e2e/screenshots/`name`.png.
   * A whole page (`fullPage`) is first scrolled through until its lazy images have loaded, unless
   * `lazyImages` is false.
   */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean; lazyImages?: boolean; of?: Locator }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The pictures are for the people working on the site, to look at (docs/testing.md); CI keeps none,
 * so it does not take them (`E2E_SCREENSHOTS=off`, set by .ci/run): drawing and encoding a whole page
 * was 16% of the public site's browser tests' time alone. What a picture waits for (the app started,
 * the lazy images loaded) is still waited for, so the tests take the same steps either way.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Makes `page.goto` of an app page return only once the client app has taken over the server's
 * markup. Typed into before that, an input keeps the text on screen while React's state stays empty,
 * and the next render empties it: that is what made two backstage browser tests fail now and then in
 * CI (a song created without its name; a second tab's save that changed nothing, so no edit conflict).
 * Pages without the app (a file, the offline page) return as soon as they load, and so does a goto
 * that asks for the document as it arrives (`waitUntil: 'commit'`).
 */
function waitForTheAppAfterGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // `waitUntil: 'commit'` asks for the document as it arrives (a test of what happens before the app starts).
    if (options?.waitUntil === 'commit') return response;
    if ((await page.locator('script[data-page="app"]').count()) > 0) await page.locator(APP_STARTED).waitFor({ state: 'attached' });
    return response;
  };
  // A reload too: the server's page is on screen before the app starts (after its first paint), and a
  // click on it before then is lost (a lyrics test clicked a button of the reloaded page too soon).
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil === 'commit') return response;
    if ((await page.locator('script[data-page="app"]').count()) > 0) await page.locator(APP_STARTED).waitFor({ state: 'attached' });
    return response;
  };
}

/** Runs `report` if the test running now fails; a page opened outside a test (in beforeAll) has none to watch. */
function whenTestFails(report: () => Promise<void>) {
  try {
    onTestFailed(report);
  } catch {
    // Not inside a test.
  }
}

/** Scrolls to the bottom and back so lazily loaded images below the fold are in a full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * The app in-process on a random port (the client was built by the e2e project's global setup) and
 * the run's Chromium (Debian's) driven by playwright-core.
 */
export async function startBrowserSession(options: TestContextOptions = {}): Promise<BrowserSession> {
  // What the server warned of or failed at, kept to be printed if a test fails: a browser test that
  // times out waiting for a page says nothing of the 503 or the error that stopped the page.
  const serverLog: string[] = [];
  const keepLine = new Writable({
    write(chunk: Buffer, _encoding, done) {
      serverLog.push(chunk.toString().trim());
      if (serverLog.length > 200) serverLog.shift();
      done();
    },
  });
  const ctx = await createTestContext({ logger: pino({ level: 'warn' }, keepLine), ...options });
  const server = ctx.app.listen(0, '127.0.0.1');
  let browser: Browser;
  let baseUrl: string;
  try {
    baseUrl = `http://127.0.0.1:${await listen(server)}`;
    // The run's one Chromium (tests/setup/chromium.ts); each file has its own connection and contexts.
    browser = await chromium.connect(inject('chromiumEndpoint'));
  } catch (error) {
    server.close();
    await ctx.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  // Without JavaScript the page cannot be scrolled by a script, and needs not be: lazy images load at once.
  const withoutJavaScript = new WeakSet<Page>();

  return {
    ctx,
    baseUrl,
    browser,
    url: (pathAndQuery) => new URL(pathAndQuery, baseUrl).toString(),

    async newPage(
      viewport = VIEWPORTS.desktop,
      {
        javaScriptEnabled = true,
        deviceScaleFactor,
        locale = 'en-US',
        userAgent,
        serviceWorkers,
      }: NewPageOptions = {},
    ) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, javaScriptEnabled, deviceScaleFactor, locale, userAgent, serviceWorkers });
      contexts.push(context);
      // On the context, so a second tab the test opens (context.newPage()) has them too.
      if (javaScriptEnabled) context.on('page', waitForTheAppAfterGoto);
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      const page = await context.newPage();
      if (!javaScriptEnabled) withoutJavaScript.add(page);
      const seen: { text: string; url?: string }[] = [];
      const allowed = new Set<string>();
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => seen.push({ text: `Uncaught: ${error.stack ?? error.message}` }));
      const slowOrFailed: string[] = [];
      page.on('requestfinished', (request) => {
        const took = request.timing().responseEnd;
        if (took > 5_000) slowOrFailed.push(`${request.method()} ${request.url()} took ${Math.round(took)} ms`);
      });
      page.on('requestfailed', (request) => slowOrFailed.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 500) slowOrFailed.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
      });
      whenTestFails(async () => {
        const shown = await page
          .evaluate(() => document.body?.innerText.slice(0, 1_500) ?? '')
          .catch((error: unknown) => `(could not read the page: ${String(error)})`);
        console.error(
          [`A browser test failed on ${page.url()}.`, `The page showed:\n${shown}`,
            `Browser problems:\n${seen.map((entry) => entry.text).join('\n') || '(none)'}`,
            `Requests slow or failed:\n${slowOrFailed.join('\n') || '(none)'}`,
            `Server warnings and errors:\n${serverLog.join('\n') || '(none)'}`].join('\n\n'),
        );
        // Then the failed attempt's browser goes, so nothing it still had under way (a play report, an
        // upload, a timer) reaches the server while the retry runs.
        await context.close().catch(() => undefined);
      });
      return {
        page,
        context,
        allowFailedLoad: (pathAndQuery) => allowed.add(new URL(pathAndQuery, baseUrl).toString()),
        appStarted: () => page.locator(APP_STARTED).waitFor({ state: 'attached' }),
        problems: () =>
          seen
            .filter((entry) => !(entry.text.startsWith('Failed to load resource') && entry.url && allowed.has(entry.url)))
            .map((entry) => (entry.url ? `${entry.text} (${entry.url})` : entry.text)),
      };
    },

    async screenshot(page, name, { fullPage = false, lazyImages = true, of } = {}) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      if (fullPage && lazyImages && !withoutJavaScript.has(page)) await loadLazyImages(page);
      const file = path.join(SCREENSHOTS, `${name}.png`);
      // Never before the client has taken over the server's markup: the screenshot's caret hiding
      // touches the inputs, which React would report as a hydration mismatch.
      if (!withoutJavaScript.has(page)) await page.locator(APP_STARTED).waitFor({ state: 'attached' });
      if (!TAKE_SCREENSHOTS) return file;
      if (of) {
        await of.screenshot({ path: file });
        return file;
      }
      if (!fullPage) {
        await page.screenshot({ path: file, fullPage });
        return file;
      }
      // A whole-page picture is taken beyond the viewport without scrolling, so bands that are drawn
      // only as they come near it (`.render-when-near`, content-visibility: auto) would come out
      // blank: for the picture they are drawn as a reader scrolling down sees them, then left as they
      // were. A constructed stylesheet: the CSP refuses a <style> element (style-src 'self'), not the
      // CSSOM. (Not addStyleTag: it waits for the style's load event, which never fires in a page
      // without JavaScript, and it is a <style> element too.)
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        (window as unknown as { screenshotSheet?: CSSStyleSheet }).screenshotSheet = sheet;
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, '.render-when-near { content-visibility: visible !important; }');
      try {
        await page.screenshot({ path: file, fullPage });
      } finally {
        await page.evaluate(() => {
          const sheet = (window as unknown as { screenshotSheet?: CSSStyleSheet }).screenshotSheet;
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
        });
      }
      return file;
    },

    async close() {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      // Closes this file's connection (and any context it left); the run's Chromium goes on.
      await browser.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await ctx.close();
    },
  };
}

/** How many pictures on the page failed to load (the browser's broken-image icon, where nothing else took their place). */
export const brokenImages = (page: Page) => page.evaluate(() => [...document.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth === 0).length);

/** How far the page is wider than the screen, in CSS px (0: no sideways scrolling). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
