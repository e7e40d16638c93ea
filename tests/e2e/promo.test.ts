import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport } from './helpers/browser';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * The home page is one answer for every device (no `Vary: User-Agent`); the visitor's platform is
 * marked in <head> before the body is drawn, and only that platform's promo shows.
 */
describe('the home page promo, chosen in the browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let titles: Record<'android' | 'ios', string[]>;
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const active = (device: string) => session.ctx.knex('promos').where({ device, active: true }).pluck('title');
    titles = { android: await active('android'), ios: await active('ios') };
  });
  afterAll(async () => session?.close());

  const visiblePromos = async (viewport: Viewport, userAgent: string | undefined, shot: string) => {
    const { page, problems } = await session.newPage(viewport, { userAgent });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const promos = page.getByRole('complementary', { name: 'Promotion' });
    const shown: string[] = [];
    for (const promo of await promos.all()) if (await promo.isVisible()) shown.push((await promo.innerText()).trim());
    await session.screenshot(page, shot);
    // Layout shifts since the page started (none buffered: the observer never calls back, hence the fallback).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThan(0.05);
    expect(problems()).toEqual([]);
    return { shown, page };
  };

  it('shows an Android phone the Android promo and an iPhone the iOS one, in the same place and without a shift', async () => {
    const android = await visiblePromos(VIEWPORTS.mobile, ANDROID, 'promo-android-phone');
    expect(android.shown).toHaveLength(1);
    expect(titles.android.some((title) => android.shown[0]!.includes(title))).toBe(true);
    // Marked before the app started, so the server's markup and the first paint already agree.
    expect(await android.page.evaluate(() => document.documentElement.getAttribute('data-promo-device'))).toBe('android');

    const iphone = await visiblePromos(VIEWPORTS.mobile, IPHONE, 'promo-iphone');
    expect(iphone.shown).toHaveLength(1);
    expect(titles.ios.some((title) => iphone.shown[0]!.includes(title))).toBe(true);
  });

  it('shows a desktop browser no promo', async () => {
    const desktop = await visiblePromos(VIEWPORTS.desktop, undefined, 'promo-desktop');
    expect(desktop.shown).toEqual([]);
  });
});
