import type { Page } from 'playwright-core';
import type { BrowserSession, Viewport, WatchedPage } from './browser';

/** The dashboard's heading in each language a test opens backstage in: it shows once the dashboard is on screen. */
const DASHBOARD_HEADING = { en: 'Latest changes', so: 'Isbeddelladii ugu dambeeyay' } as const;

/**
 * A new page signed in as the demo admin through the development sign-in, which then goes straight
 * to `path` (a page of the site), in a browser that asks for English (or for `locale`). Returns once
 * the app has started there. Straight, not by way of the dashboard: a backstage page loaded for nothing
 * costs a test seconds on a loaded machine.
 */
export async function openAsAdmin(session: BrowserSession, viewport: Viewport, path: string, locale: keyof typeof DASHBOARD_HEADING = 'en'): Promise<WatchedPage> {
  const watched = await session.newPage(viewport, locale === 'en' ? undefined : { locale });
  await watched.page.goto(`/auth/dev?redirect=${encodeURIComponent(path)}`);
  await watched.appStarted();
  await watched.page.getByRole('button', { name: /Demo Admin/ }).click();
  await watched.page.waitForURL(session.url(path));
  // The sign-in is a form post: `path` is a new document, server-rendered. Its links work before the
  // app starts, but as full page loads, so each next page would again be typed into too early.
  await watched.appStarted();
  return watched;
}

/** `openAsAdmin` on the backstage dashboard, once its heading is on screen. */
export async function signInAsAdmin(session: BrowserSession, viewport: Viewport, locale: keyof typeof DASHBOARD_HEADING = 'en'): Promise<WatchedPage> {
  const watched = await openAsAdmin(session, viewport, '/backstage', locale);
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
