import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';

/**
 * The header search and the search page's box are in the server's HTML at once; what is typed into
 * them before the page's JavaScript has started is kept (resources/js/lib/typed-before-start.ts) and
 * searched for, rather than cleared when React takes the page over. The app's script is held back
 * here until the typing is done, as a slow phone would.
 */
describe('typing before the page’s JavaScript has started', BROWSER_TESTS, () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
  });
  afterAll(async () => session?.close());

  /** Opens `path` with the app's entry script held until the returned release is called. */
  async function openHeldBack(page: Page, path: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/build/assets/app-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return release;
  }

  it('keeps what was typed into the header search, and shows its results', async () => {
    const { page, appStarted, problems } = await session.newPage(VIEWPORTS.desktop);
    const release = await openHeldBack(page, '/');
    const box = page.getByRole('combobox', { name: /Search songs/ });
    await box.pressSequentially('hooyo');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    release();
    await appStarted();
    await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor({ timeout: 10_000 });
    expect(await box.inputValue()).toBe('hooyo');
    expect(problems()).toEqual([]);
  });

  it('keeps an edit of the search page’s query made before it started, and searches for it', async () => {
    const { page, appStarted, problems } = await session.newPage(VIEWPORTS.mobile);
    const release = await openHeldBack(page, '/search?query=hees');
    const box = page.locator('input[name="query"]');
    await box.fill('hooyo');
    release();
    await appStarted();
    await expect.poll(() => page.url()).toContain('query=hooyo');
    expect(await box.inputValue()).toBe('hooyo');
    expect(problems()).toEqual([]);
  });
});
