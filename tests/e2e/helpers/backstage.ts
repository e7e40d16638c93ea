import type { Page } from 'playwright-core';
import type { BrowserSession, Viewport, WatchedPage } from './browser';

/** The dashboard's heading in each language a test opens backstage in: it shows once the dashboard is on screen. */
const DASHBOARD_HEADING = { en: 'Latest changes', so: 'Isbeddelladii ugu dambeeyay' } as const;

/**
 * A new page signed in as the demo admin through the development sign-in, on the backstage dashboard,
 * in a browser that asks for English (or for `locale`).
 */
export async function signInAsAdmin(session: BrowserSession, viewport: Viewport, locale: keyof typeof DASHBOARD_HEADING = 'en'): Promise<WatchedPage> {
  const watched = await session.newPage(viewport, locale === 'en' ? undefined : { locale });
  await watched.page.goto('/auth/dev?redirect=%2Fbackstage');
  await watched.appStarted();
  await watched.page.getByRole('button', { name: /Demo Admin/ }).click();
  await watched.page.waitForURL(session.url('/backstage'));
  // The sign-in is a form post: /backstage is a new document, server-rendered. Its links work before
  // the app starts, but as full page loads, so each next page would again be typed into too early.
  await watched.appStarted();
  await watched.page.getByRole('heading', { name: DASHBOARD_HEADING[locale] }).waitFor();
  return watched;
}

/**
 * A whole-page picture without the session helper's network-idle wait, which a full page load on the
 * phone viewport (or a throttled one) did not reach within its 30 s on this busy machine. Backstage
 * pages have no lazy images to wait for.
 */
export async function wholePage(session: BrowserSession, page: Page, name: string) {
  await session.screenshot(page, name, { fullPage: true, lazyImages: false });
}
