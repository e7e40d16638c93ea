import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';

interface AdCall {
  command: 'display' | 'refresh';
  slot: string;
  element: string;
  path?: string;
}

/**
 * A stand-in ad service speaking the contract of docs/features/ads.md: its script takes the commands queued in
 * `window.heesAds` and those pushed later, draws a numbered ad in the named element and reports each
 * command back to its server, which records them.
 */
async function startAdService(): Promise<{ scriptUrl: string; calls: AdCall[]; close(): Promise<void> }> {
  const calls: AdCall[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/tag/hees.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(`(function () {
        var origin = new URL(document.currentScript.src).origin;
        var shown = 0;
        function run(call) {
          var box = document.getElementById(call.element);
          shown += 1;
          if (box) {
            box.textContent = 'Ad number ' + shown + ' in ' + call.slot;
            box.style.background = '#fde68a';
          }
          fetch(origin + '/calls', { method: 'POST', body: JSON.stringify(call), mode: 'no-cors' });
        }
        var queued = window.heesAds || [];
        window.heesAds = { push: run };
        for (var i = 0; i < queued.length; i++) run(queued[i]);
      })();`);
      return;
    }
    if (req.method === 'POST' && req.url === '/calls') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls.push(JSON.parse(body) as AdCall);
        res.writeHead(204).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://127.0.0.1:${port}/tag/hees.js`,
    calls,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Where the slot and the content start as soon as the server's HTML is parsed, before any script of ours has run. */
async function recordFirstLayout(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const box = document.getElementById('ad-leader-board')?.getBoundingClientRect();
      const main = document.querySelector('main')?.getBoundingClientRect();
      (window as unknown as { firstLayout: unknown }).firstLayout = { box: box && { width: box.width, height: box.height, top: box.top }, mainTop: main?.top };
    });
  });
}

const layoutNow = (page: Page) =>
  page.evaluate(() => {
    const box = document.getElementById('ad-leader-board')!.getBoundingClientRect();
    return { box: { width: box.width, height: box.height, top: box.top }, mainTop: document.querySelector('main')!.getBoundingClientRect().top };
  });

describe('the leader-board ad slot in a real browser, with an ad service', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let ads: Awaited<ReturnType<typeof startAdService>>;

  beforeAll(async () => {
    ads = await startAdService();
    session = await startBrowserSession({ demo: true, env: { AD_SERVICE_URL: ads.scriptUrl } });
  });
  afterAll(async () => {
    await session?.close();
    await ads?.close();
  });

  it('is filled once the page is idle, keeps its box, and is refreshed after a client-side navigation', { timeout: 120_000 }, async () => {
    // The service's record lasts the session: a retry counts only its own calls.
    ads.calls.length = 0;
    // A Somali browser: the slot's label in the site's default language.
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop, { locale: 'so' });
    await recordFirstLayout(page);
    await page.goto('/');
    await appStarted();

    const slot = page.locator('#ad-leader-board');
    const region = page.getByRole('complementary', { name: 'Xayeysiis' });
    await region.getByText('Xayeysiis', { exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => slot.textContent()).toBe('Ad number 1 in leader-board');
    expect(ads.calls[0]).toEqual({ command: 'display', slot: 'leader-board', element: 'ad-leader-board' });

    // The script came after the page had loaded, never in the way of its first paint.
    const timing = await page.evaluate((src) => ({
      script: performance.getEntriesByName(src)[0]?.startTime,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }), ads.scriptUrl);
    expect(timing.script).toBeGreaterThanOrEqual(timing.loaded);

    // The 728x90 box was there in the server's HTML, and the ad filling it moved nothing.
    const first = await page.evaluate(() => (window as unknown as { firstLayout: unknown }).firstLayout);
    const now = await layoutNow(page);
    expect(now.box).toMatchObject({ width: 728, height: 90 });
    expect(first).toEqual(now);
    await session.screenshot(page, 'ads-home-desktop');

    // A client-side visit: the window is the same one, and the service is asked for a new ad.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Fur liiska' }).click();
    await page.getByRole('dialog', { name: 'Liiska' }).getByRole('link', { name: 'Liisaska heesaha', exact: true }).click();
    await page.waitForURL('**/playlists');
    await expect.poll(() => slot.textContent()).toBe('Ad number 2 in leader-board');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => ads.calls.length).toBe(2);
    expect(ads.calls[1]).toEqual({ command: 'refresh', slot: 'leader-board', element: 'ad-leader-board', path: '/playlists' });
    expect(await page.locator('script[src]').evaluateAll((scripts, src) => scripts.filter((s) => (s as HTMLScriptElement).src === src).length, ads.scriptUrl)).toBe(1);
    expect(problems()).toEqual([]);
  });

  it('takes a phone-sized 320x50 box under the header', { timeout: 60_000 }, async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto('/playlists');
    await appStarted();
    const slot = page.locator('#ad-leader-board');
    await expect.poll(() => slot.textContent()).toMatch(/^Ad number \d+ in leader-board$/);
    const box = (await slot.boundingBox())!;
    expect({ width: box.width, height: box.height }).toEqual({ width: 320, height: 50 });
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual((await page.locator('main').boundingBox())!.y);
    await session.screenshot(page, 'ads-playlists-mobile');
    expect(problems()).toEqual([]);
  });

  it('is not on the sign-in page', { timeout: 60_000 }, async () => {
    const { page, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/auth/dev');
    await appStarted();
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    expect(await page.locator('[data-ad-slot]').count()).toBe(0);
    expect(await page.getByText('Xayeysiis').count()).toBe(0);
  });
});
