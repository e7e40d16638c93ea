import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEARCH_DEBOUNCE_MS } from '../../resources/js/components/search/use-search';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type WatchedPage } from './helpers/browser';

describe('the search page in a browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let watched: WatchedPage;
  let page: Page;
  let base: string;
  const searches: { url: string }[] = [];

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    base = session.baseUrl;
    watched = await session.newPage(VIEWPORTS.desktop);
    page = watched.page;
    page.on('request', (request) => {
      if (request.url().includes('/api/searchy')) searches.push({ url: request.url() });
    });
  });
  afterAll(async () => session?.close());

  // A card shows the name, then what the artist does.
  const artistNames = async () => (await page.getByRole('region', { name: 'Artists' }).getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]);

  it('searches a second after typing stops, finds Mohamed for maxamed, and puts the query in the URL', async () => {
    // The page and its record of searches last the describe: a retry counts only its own.
    searches.length = 0;
    await page.goto(`${base}/search`);
    // Typed into the server-rendered box before the client runs, the keys would reach no debounce.
    await watched.appStarted();
    // The last keystroke's time and the search's, both taken by the page's own clock: a time taken here
    // after the keys were confirmed comes late by however busy the machine is.
    await page.evaluate(() => document.addEventListener('input', () => ((window as unknown as { lastInputAt: number }).lastInputAt = performance.now()), true));
    const box = page.getByRole('searchbox');
    await box.pressSequentially('maxamed', { delay: 60 });
    await page.getByRole('region', { name: 'Artists' }).getByText('Mohamed Yaasiin Warsame').waitFor();
    await page.waitForURL(`${base}/search?query=maxamed`);

    // One search for seven keystrokes, sent after the debounce.
    expect(searches).toHaveLength(1);
    const { lastInputAt, searchStartedAt } = await page.evaluate(() => ({
      lastInputAt: (window as unknown as { lastInputAt: number }).lastInputAt,
      searchStartedAt: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/searchy')).at(-1)?.startTime ?? Number.NaN,
    }));
    // (less 50 ms for timers' and timestamps' coarse resolution)
    expect(searchStartedAt - lastInputAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    expect(await artistNames()).toContain('Maxamed Cawaale Dheere');
    await session.screenshot(page, 'search', { fullPage: true });
    expect(watched.problems()).toEqual([]);
  });

  it('shows the same results after a reload, rendered from the URL', async () => {
    const before = await artistNames();
    searches.length = 0;
    await page.reload();
    await watched.appStarted();
    await page.getByRole('region', { name: 'Artists' }).getByText('Mohamed Yaasiin Warsame').waitFor();
    expect(await artistNames()).toEqual(before);
    expect(await page.getByRole('searchbox').inputValue()).toBe('maxamed');
    expect(searches).toHaveLength(0);
  });

  it('pages with previous and next', async () => {
    // On the first page of the results, as the test before left it (a retry: the attempt before may have left page 2).
    if (page.url() !== `${base}/search?query=maxamed`) {
      await page.goto(`${base}/search?query=maxamed`);
      await watched.appStarted();
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${base}/search?query=maxamed&page=2`);
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(`${base}/search?query=maxamed`);
  });

  it('ignores a failed search, keeping the results on screen, and never sends an empty one', async () => {
    await page.route('**/api/searchy**', (route) => route.abort());
    const before = await artistNames();
    const box = page.getByRole('searchbox');
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/searchy') && new URL(request.url()).searchParams.get('query') === 'xasan');
    await box.fill('xasan');
    await failed;
    // The page has dealt with the failure once its spinner is gone (the search's `finally`).
    await page.getByRole('status', { name: 'Searching' }).waitFor({ state: 'detached' });
    expect(await artistNames()).toEqual(before);
    await page.unroute('**/api/searchy**');

    searches.length = 0;
    // A blank box sends nothing, so nothing marks the end of this wait; a (wrong) search would go one
    // debounce after the input. A page timer of the same delay set after the app's input handler has
    // run fires after any timer that handler set, so its request is seen after any such search.
    const debounceOver = page.waitForRequest((request) => request.url().includes('/favicon.svg?debounce-over'));
    await page.evaluate((ms) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // On window: after React's handler on the app's root, so after any timer it sets.
      window.addEventListener('input', () => {
        clearTimeout(timer);
        timer = setTimeout(() => void fetch(`/favicon.svg?debounce-over=${Date.now()}`).catch(() => undefined), ms);
      });
    }, SEARCH_DEBOUNCE_MS);
    await box.fill('   ');
    await debounceOver;
    expect(searches).toHaveLength(0);
    await page.waitForURL(`${base}/search`);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/search?query=hassan`);
    await watched.appStarted();
    await page.getByRole('region', { name: 'Artists' }).getByText('Hassan Nuur Guuleed').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await session.screenshot(page, 'search-mobile', { fullPage: true });
  });
});
