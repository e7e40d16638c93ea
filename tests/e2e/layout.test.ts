import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { compactNumber } from '@common/format';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, sidewaysOverflow } from './helpers/browser';

interface FeaturedSong {
  id: number;
  name: string;
}

/** A stand-in analytics service: records the page views the browser beacons to it. */
async function startCollector() {
  const views: { path: string; title: string; referrer: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') views.push(JSON.parse(body));
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`;
  return { url, views, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Routes for states the app cannot reach on its own yet: a redirect carrying a flash message, and a
 * signed-in admin (the accounts feature will set req.user; here the route does).
 */
function testRoutes() {
  const router = Router();
  // A flash follows a write: a form posts, the answer redirects, the next page shows the message.
  router.get('/e2e/flash', (_req, res) => {
    res.type('html').send('<!doctype html><title>Save</title><link rel="icon" href="/favicon.svg"><form method="post" action="/e2e/flash"><button>Save</button></form>');
  });
  router.post('/e2e/flash', (_req, res) => {
    res.inertia.flash('success', 'Playlist saved.');
    res.redirect('/');
  });
  router.get('/e2e/signed-in', async (req, res) => {
    req.user = { id: 1, name: 'Hodan Cabdi', avatar: null, created_at: '2025-03-14T10:00:00.000Z', isAdmin: true };
    const empty = { featured: [], promos: { android: null, ios: null }, trending: [], episodes: [], events: [], artists: [], topSongs: [] };
    await res.inertia.render('home', { title: 'Signed in', ...empty });
  });
  return [router];
}

async function featuredSongs(session: BrowserSession): Promise<FeaturedSong[]> {
  const option = await session.ctx.knex('options').where('option_key', 'HOMEFEATURED').first<{ option_value: unknown }>();
  const raw = typeof option?.option_value === 'string' ? JSON.parse(option.option_value) : option?.option_value;
  const ids = (raw as { id: number }[]).map((item) => Number(item.id));
  const rows = await session.ctx.knex('songs').whereIn('id', ids).select<FeaturedSong[]>('id', 'name');
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is FeaturedSong => Boolean(row));
}

/** Waits for the client to render the layout first: `goto` may resolve before the page chunk has loaded. */
const markPage = async (page: Page) => {
  await page.locator('header').first().waitFor({ state: 'visible' });
  await page.evaluate(() => {
    (window as unknown as { __noReload: number }).__noReload = 1;
    document.querySelector('header')?.setAttribute('data-e2e-marker', 'kept');
  });
};

/** Still the same document and the same header node: no full reload, the layout did not remount. */
const samePageAndLayout = (page: Page) =>
  page.evaluate(() => ({
    noReload: (window as unknown as { __noReload?: number }).__noReload,
    marker: document.querySelector('header')?.getAttribute('data-e2e-marker'),
  }));

/** Waits until nothing in `scope` is moving: its CSS transitions (the drawer's 300 ms slide) have run their course. */
async function settled(scope: Locator) {
  await scope.page().waitForFunction((element) => element!.getAnimations({ subtree: true }).length === 0, await scope.elementHandle());
}

/** The side menu's drawer with its backdrop: what slides and fades in when it opens. */
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu', includeHidden: true }).locator('..');

const displayOf = (scope: Locator) => scope.evaluate((element) => getComputedStyle(element).display);

describe('the site layout in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let featured: FeaturedSong[];

  beforeAll(async () => {
    collector = await startCollector();
    session = await startBrowserSession({ demo: true, env: { ANALYTICS_URL: collector.url }, extraRoutes: testRoutes });
    featured = await featuredSongs(session);
  });

  afterAll(async () => {
    await session?.close();
    await collector?.close();
  });

  it('shows the featured songs from the database on the home page, under the "{title} - Hees" title', async () => {
    expect(featured.length).toBeGreaterThan(0);
    const { page, problems } = await session.newPage(VIEWPORTS.desktop);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Songs, Lyrics and Podcasts - Hees'); // an English browser
    const carousel = page.getByRole('region', { name: 'Featured songs' });
    for (const song of featured) {
      await carousel.getByRole('link', { name: song.name, exact: true }).waitFor({ state: 'visible' });
    }
    await page.waitForLoadState('networkidle');
    // The hero's marketing line carries the figure /api/stats gives, in compact notation.
    const stats = (await (await fetch(`${session.baseUrl}/api/stats`)).json()) as { data: { minutes_streamed_monthly: number } };
    expect(stats.data.minutes_streamed_monthly).toBeGreaterThan(0);
    const minutesLine = page.getByText('minutes streamed in the last 30 days');
    expect(await minutesLine.locator('strong').textContent()).toBe(compactNumber(stats.data.minutes_streamed_monthly));
    await session.screenshot(page, 'home-desktop');
    await session.screenshot(page, 'home-desktop-full', { fullPage: true });

    expect(problems()).toEqual([]);
  });

  it('opens the side menu, closes it with Escape, and navigates without reloading the page or the layout', async () => {
    const { page, problems, allowFailedLoad, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/');
    await appStarted();
    await markPage(page);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // Closed, the drawer is not displayed at all (the browser neither styles nor lays it out), as the
    // server sent it and once the app has started; its links are in the document all the same.
    expect(await displayOf(drawer(page))).toBe('none');
    expect(await page.locator('[role="dialog"] a[href="/just-added"]').count()).toBe(1);
    // It slides in from its starting style rather than appearing at once: a transition of `translate`
    // starts (recorded as it starts, so a busy machine that finishes the 300 ms slide first still counts).
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as { transitionsStarted: string[] }).transitionsStarted = started;
      document.addEventListener('transitionstart', (event) => started.push(event.propertyName), true);
    });
    await menuButton.click();
    await menu.waitFor({ state: 'visible' });
    await page.waitForFunction(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted.includes('translate'));
    for (const entry of ['Search', 'Just added', 'Playlists', 'Podcasts', 'Genres', 'Smart Music', 'Likes', 'Download App', 'Local News', 'Lectures']) {
      expect(await menu.getByRole('link', { name: entry, exact: true }).isVisible()).toBe(true);
    }
    const upload = menu.getByRole('link', { name: /Upload Music/ });
    expect(await upload.getAttribute('target')).toBe('_blank');
    expect(await upload.getAttribute('rel')).toBe('noopener noreferrer');
    // Signing in comes back here.
    expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/google?redirect=%2F');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await settled(drawer(page));
    await session.screenshot(page, 'menu-open');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await settled(drawer(page));
    expect(await displayOf(drawer(page))).toBe('none');

    // A song card link: an Inertia visit (X-Inertia response), whatever the song page looks like yet.
    const song = featured[0]!;
    allowFailedLoad(`/song/${song.id}`);
    const songResponse = page.waitForResponse((r) => new URL(r.url()).pathname === `/song/${song.id}`);
    await page.getByRole('region', { name: 'Featured songs' }).getByRole('link', { name: song.name, exact: true }).click();
    const visit = await songResponse;
    expect(visit.headers()['x-inertia']).toBe('true');
    await page.waitForURL(`**/song/${song.id}`);
    if (visit.status() === 404) {
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor({ state: 'visible' });
      expect(await page.title()).toBe('Page Not Found - Hees');
    } else {
      expect(visit.status()).toBe(200);
      await page.locator('main').getByText(song.name).first().waitFor({ state: 'visible' });
    }
    expect(await samePageAndLayout(page)).toEqual({ noReload: 1, marker: 'kept' });

    // The logo brings the home page back, still in the same document.
    await page.locator('header').getByRole('link', { name: 'Hees home' }).click();
    await page.waitForURL(session.url('/'));
    await page.getByRole('region', { name: 'Featured songs' }).waitFor({ state: 'visible' });
    expect(await samePageAndLayout(page)).toEqual({ noReload: 1, marker: 'kept' });

    // A menu entry closes the menu on its way, and is highlighted as the current page afterwards.
    allowFailedLoad('/just-added');
    await menuButton.click();
    await menu.waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Just added', exact: true }).click();
    await page.waitForURL('**/just-added');
    await menu.waitFor({ state: 'hidden' });
    await menuButton.click();
    await menu.waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: 'Just added', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // The footer's Terms link, then the browser's Back button.
    allowFailedLoad('/pages/terms');
    await page.locator('footer').getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/pages/terms');
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    await page.goBack();
    await page.waitForURL('**/just-added');
    await page.goBack();
    await page.waitForURL(session.url('/'));
    await page.getByRole('region', { name: 'Featured songs' }).waitFor({ state: 'visible' });
    expect(await samePageAndLayout(page)).toEqual({ noReload: 1, marker: 'kept' });

    expect(problems()).toEqual([]);
  });

  it('shows the page of the address when Back is pressed twice and the first page\'s code comes last', async () => {
    // Each Back has Inertia fetch its page's code (after a reload, none is loaded) before drawing the
    // page, and the first Back's could arrive after the second's: it was then drawn over it (the
    // address `/`, the screen Just added). A CI run caught it in the test above on a loaded machine;
    // here the first page's code is held back until the second page is on screen (patches/README.md).
    // No service worker: it would answer the held code from its cache, unseen by page.route.
    const { page, problems } = await session.newPage(VIEWPORTS.mobile, { serviceWorkers: 'block' });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.click();
    await menu.getByRole('link', { name: 'Just added', exact: true }).click();
    await page.waitForURL('**/just-added');
    await menu.waitFor({ state: 'hidden' });
    await page.locator('footer').getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/pages/terms');
    // The page again from the server: the history keeps its two earlier pages, their code is gone.
    await page.reload();
    await page.evaluate(() => {
      const drawn: string[] = ((window as unknown as { drawn: string[] }).drawn = []);
      document.addEventListener('inertia:navigate', (event) => drawn.push((event as CustomEvent<{ page: { url: string } }>).detail.page.url));
    });

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const justAddedCode = /\/build\/assets\/just-added-[\w-]+\.js$/;
    await page.route(justAddedCode, async (route) => {
      await released;
      await route.continue();
    });
    const justAddedArrived = page.waitForResponse((response) => justAddedCode.test(new URL(response.url()).pathname));

    await page.goBack();
    await page.waitForURL('**/just-added');
    await page.goBack();
    await page.waitForURL(session.url('/'));
    await page.getByRole('region', { name: 'Featured songs' }).waitFor({ state: 'visible' });
    release();
    await justAddedArrived;
    // Every piece of code the page asked for has arrived, and the page has had an idle moment since.
    await page.waitForFunction(() => performance.getEntriesByType('resource').every((entry) => (entry as PerformanceResourceTiming).responseEnd > 0));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));

    expect({
      url: page.url(),
      heading: await page.locator('main h1').first().textContent(),
      drawn: await page.evaluate(() => (window as unknown as { drawn: string[] }).drawn),
    }).toEqual({ url: session.url('/'), heading: 'Songs, Lyrics and Podcasts', drawn: ['/'] });
    expect(problems()).toEqual([]);
  });

  it('leaves a Ctrl-click on a link to the browser: the page opens in a new tab, this one stays as it was', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/');
    await appStarted();
    await markPage(page);
    // Notes an Inertia visit (not the hover's prefetch of the link) as it starts and as it ends.
    await page.evaluate(() => {
      const mark = (state: string) => ((window as unknown as { visit?: string }).visit = state);
      const isVisit = (event: Event) => !(event as CustomEvent<{ visit: { prefetch: boolean } }>).detail.visit.prefetch;
      document.addEventListener('inertia:before', (event) => {
        if (isVisit(event)) mark('started');
      });
      document.addEventListener('inertia:finish', (event) => {
        if (isVisit(event)) mark('ended');
      });
      document.addEventListener('inertia:navigate', () => mark('ended'));
    });
    const song = featured[0]!;
    const opened = page.context().waitForEvent('page');
    await page.getByRole('region', { name: 'Featured songs' }).getByRole('link', { name: song.name, exact: true }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL(`**/song/${song.id}`);
    // The browser opened the tab once the page's click handlers had run: an Inertia visit they had
    // started (wrongly) has begun by now. If there is one, its end is waited for, so it shows below.
    await page.waitForFunction(() => (window as unknown as { visit?: string }).visit !== 'started');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await samePageAndLayout(page)).toEqual({ noReload: 1, marker: 'kept' });
    await tab.close();
    expect(problems()).toEqual([]);
  });

  it('reports a page view for the first load and for every navigation after it', async () => {
    const { page, problems, allowFailedLoad, appStarted } = await session.newPage(VIEWPORTS.desktop);
    allowFailedLoad('/pages/privacy-policy');
    const viewsOf = (path: string) => collector.views.filter((view) => view.path === path);
    // The collector keeps every view of the session: an address of this attempt's own, so a retry does
    // not count the views of the attempt before it.
    const home = `/?from=analytics-test-${Date.now()}`;

    await page.goto(home);
    await appStarted();
    await expect.poll(() => viewsOf(home).length, { message: 'the first page view' }).toBe(1);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/pages/privacy-policy');
    const fromHome = () => viewsOf('/pages/privacy-policy').filter((view) => view.referrer === session.url(home));
    await expect.poll(() => fromHome().length, { message: 'the page view of the navigation' }).toBe(1);

    expect(viewsOf(home)).toEqual([
      { path: home, title: 'Songs, Lyrics and Podcasts - Hees', referrer: '' },
    ]);
    expect(fromHome()[0]?.title).toMatch(/ - Hees$/);
    expect(problems()).toEqual([]);
  });

  it('shows a flash message from a redirect as a notification that leaves after 5 seconds', async () => {
    const { page, problems } = await session.newPage(VIEWPORTS.desktop);

    // Not waiting for the load event: the server-rendered page loads its images first, and on a busy
    // machine that can outlast the notification's 5 seconds.
    await page.goto('/e2e/flash');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(session.url('/'), { waitUntil: 'commit' });
    const notification = page.getByText('Playlist saved.');
    await notification.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    await session.screenshot(page, 'notification');
    await notification.waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
    expect(problems()).toEqual([]);
  });

  it('shows who is signed in in the menu, with Logout and, for admins, Backstage', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    // Signed in for real first: the page's own calls for a signed-in person (home's "New from artists
    // you follow") go out with this session, and are answered as they are for anyone signed in.
    await page.goto('/auth/dev?redirect=%2F');
    await appStarted();
    await page.getByRole('button', { name: /Demo Admin/ }).click();
    await page.waitForURL(session.url('/'));
    await page.goto('/e2e/signed-in');
    await appStarted();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ state: 'visible' });
    expect(await menu.getByText('Hodan Cabdi').isVisible()).toBe(true);
    expect(await menu.getByText('Member since March 2025').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/auth/logout');
    expect(await menu.getByRole('link', { name: 'Backstage' }).getAttribute('href')).toBe('/backstage');
    expect(await menu.getByRole('link', { name: 'Login' }).count()).toBe(0);

    // Focus stays inside the open drawer: Shift+Tab from its first control reaches its last one (the data saver switch).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('switch');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');

    await settled(drawer(page));
    await session.screenshot(page, 'menu-signed-in');
    expect(problems()).toEqual([]);
  });

  it('answers an unknown address with the 404 error page', async () => {
    const { page, problems, allowFailedLoad } = await session.newPage(VIEWPORTS.desktop);
    allowFailedLoad('/no-such-page');

    const response = await page.goto('/no-such-page');

    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor({ state: 'visible' });
    expect(await page.getByText('Sorry, the page you are looking for could not be found.').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page Not Found - Hees');
    expect(await page.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(await page.locator('main').getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    await session.screenshot(page, 'error-page');
    expect(problems()).toEqual([]);
  });

  it('fits a phone screen, menu included', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto('/');
    await appStarted();
    await page.getByRole('region', { name: 'Featured songs' }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');

    const overflow = await sidewaysOverflow(page);
    expect(overflow).toBe(0);
    await session.screenshot(page, 'home-mobile');
    await session.screenshot(page, 'home-mobile-full', { fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
    await settled(drawer(page));
    await session.screenshot(page, 'menu-open-mobile');
    expect(problems()).toEqual([]);
  });
});
