import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, VIEWPORTS, type Viewport, sidewaysOverflow } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';

// Issue: search, likes, the apps and static pages, the sign-in pages and the offline page in Somali for a
// Somali browser, on a desktop and on a 390 px phone: long Somali words wrap and nothing overflows.

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('search, likes, apps, static and sign-in pages in Somali, in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  for (const [name, viewport] of [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.mobile]] as [string, Viewport][]) {
    it(`searches, pages the results and reads the likes, apps, terms and sign-in pages in Somali (${name})`, { timeout: 180_000 }, async () => {
      const { page, problems, appStarted } = await session.newPage(viewport, { locale: 'so' });

      await page.goto('/search?query=maxamed');
      await appStarted();
      expect(await htmlLang(page)).toBe('so');
      await page.getByRole('heading', { name: /Maxaad rabtaa inaad dhageysato\?/, level: 1 }).waitFor();
      expect(await page.getByRole('searchbox', { name: 'Raadi heeso, fanaaniin, albamyo iyo podcasts' }).getAttribute('placeholder')).toBe('Heeso, fanaaniin, erayo, podcasts');
      await page.getByRole('region', { name: 'Fanaaniinta' }).getByText('Mohamed Yaasiin Warsame').waitFor();
      await page.getByRole('region', { name: 'Heesaha' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `site-so-search-${name}`, { fullPage: true });
      await page.getByRole('button', { name: 'Xiga' }).click();
      await page.waitForURL('**/search?query=maxamed&page=2');
      await page.getByText(/^Bogga 2 ee \d+$/).waitFor();

      // A word typed that matches nothing: the page says so in Somali.
      await page.getByRole('searchbox').fill('zqxwvq');
      await page.getByText('Wax natiijo ah looma helin “zqxwvq”.').waitFor();

      await page.goto('/favorites');
      await appStarted();
      await page.getByRole('heading', { name: 'Gal si aad u aragto heesaha aad jeceshahay' }).waitFor();
      expect(await page.locator('main').getByRole('link', { name: 'Gal', exact: true }).getAttribute('href')).toBe('/auth/google?redirect=%2Ffavorites');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `site-so-favorites-${name}`, { fullPage: true });

      await page.goto('/pages/apps');
      await appStarted();
      await page.getByRole('heading', { name: 'Hees, meel kasta oo aad joogto', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Sawirrada app-ka' }).waitFor();
      expect(await page.getByText('La cusboonaysiiyay 22 Abr 2024').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /Ka soo degso\s*App Store/ }).first().isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The screenshots' carousel as it stays: embla started (it shows its buttons once it can scroll)
      // and has put the slides in place (at once, no slide on starting).
      await page.getByRole('button', { name: 'Xiga: Sawirrada app-ka' }).waitFor();
      await session.screenshot(page, `site-so-apps-${name}`, { fullPage: true });

      await page.goto('/pages/terms');
      await appStarted();
      await page.getByText(/^La cusboonaysiiyay \d+ [A-Z][a-z]{2} \d{4}$/).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto('/auth/dev');
      await appStarted();
      await page.getByRole('heading', { name: 'Ku gal koonto tijaabo ah' }).waitFor();
      expect(await page.getByText('Maamule', { exact: true }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `site-so-dev-sign-in-${name}`, { fullPage: true });
      expect(problems()).toEqual([]);
    });
  }

  it('shows the offline page in Somali to a Somali browser, in English to an English one, and as the menu chose', async () => {
    const somali = await session.newPage(VIEWPORTS.mobile, { locale: 'so' });
    await somali.page.goto('/offline.html');
    await somali.page.getByRole('heading', { name: 'Internet ma jiro' }).waitFor();
    expect(await htmlLang(somali.page)).toBe('so');
    expect(await somali.page.getByRole('button', { name: 'Isku day mar kale' }).isVisible()).toBe(true);
    expect(await sidewaysOverflow(somali.page)).toBeLessThanOrEqual(0);
    // A static page, not the app: pictured as it is.
    await somali.page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', 'site-so-offline-phone.png'), fullPage: true });

    const english = await session.newPage(VIEWPORTS.mobile);
    await english.page.goto('/offline.html');
    await english.page.getByRole('heading', { name: 'No internet connection' }).waitFor();
    expect(await htmlLang(english.page)).toBe('en');
    expect(await english.page.title()).toBe('No internet connection - Hees');
    expect(await english.page.getByText('No recently played songs').isVisible()).toBe(true);

    // The menu's choice (the lang cookie) wins over the browser's language, as on the server.
    await english.context.addCookies([{ name: 'lang', value: 'so', url: session.baseUrl }]);
    await english.page.reload();
    await english.page.getByRole('heading', { name: 'Internet ma jiro' }).waitFor();
    expect(somali.problems()).toEqual([]);
    expect(english.problems()).toEqual([]);
  });
});
