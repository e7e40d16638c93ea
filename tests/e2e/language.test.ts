import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, VIEWPORTS, type Viewport } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';

// Issue: Somali by default, English from the menu's switch, remembered across reloads, back to Somali.

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function openMenu(page: Page, opener: string, title: string) {
  await page.getByRole('button', { name: opener }).click();
  const menu = page.getByRole('dialog', { name: title });
  await menu.waitFor({ state: 'visible' });
  return menu;
}

describe('the language switch in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  for (const [name, viewport] of [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.mobile]] as [string, Viewport][]) {
    it(`switches to English from the menu, keeps it on reload, and back to Somali (${name})`, { timeout: 120_000 }, async () => {
      // A browser that asks for neither language: the site answers in Somali.
      const { page, problems, appStarted } = await session.newPage(viewport, { locale: 'fr-FR' });
      await page.goto('/');
      await appStarted();
      expect(await htmlLang(page)).toBe('so');

      let menu = await openMenu(page, 'Fur liiska', 'Liiska');
      expect(await menu.getByRole('link', { name: 'Dhawaan la soo daray', exact: true }).isVisible()).toBe(true);
      expect(await menu.getByRole('button', { name: 'Soomaali' }).getAttribute('aria-pressed')).toBe('true');
      await session.screenshot(page, `language-menu-so-${name}`);

      await Promise.all([page.waitForEvent('load'), menu.getByRole('button', { name: 'English' }).click()]);
      await appStarted();
      expect(await htmlLang(page)).toBe('en');
      expect(await page.getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);

      // Remembered: a reload, with no Accept-Language for English, stays English.
      await page.reload();
      await appStarted();
      expect(await htmlLang(page)).toBe('en');
      menu = await openMenu(page, 'Open menu', 'Menu');
      expect(await menu.getByRole('link', { name: 'Just added', exact: true }).isVisible()).toBe(true);
      expect(await menu.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
      await session.screenshot(page, `language-menu-en-${name}`);

      // An in-app visit stays in English (the messages came with the first load).
      await menu.getByRole('link', { name: 'Just added', exact: true }).click();
      await page.waitForURL('**/just-added');
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);

      menu = await openMenu(page, 'Open menu', 'Menu');
      await Promise.all([page.waitForEvent('load'), menu.getByRole('button', { name: 'Soomaali' }).click()]);
      await appStarted();
      expect(await htmlLang(page)).toBe('so');
      expect(await page.getByRole('button', { name: 'Fur liiska' }).isVisible()).toBe(true);
      expect(problems()).toEqual([]);
    });
  }
});
