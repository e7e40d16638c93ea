import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { firstPlayableSongWithLyrics } from './helpers/demo-songs';

interface FeaturedSong {
  id: number;
  name: string;
}

type MarkedHeader = HTMLElement & { fromServer?: boolean };

/** Whether the page still shows the header element the server rendered (marked before the client ran). */
const headerFromServer = (page: Page) => page.evaluate(() => (document.querySelector('#app header') as MarkedHeader).fromServer === true);

async function featuredSongs(session: BrowserSession): Promise<FeaturedSong[]> {
  const option = await session.ctx.knex('options').where('option_key', 'HOMEFEATURED').first<{ option_value: { id: number }[] }>();
  const ids = option.option_value.map((item) => Number(item.id));
  const rows = await session.ctx.knex('songs').whereIn('id', ids).select<FeaturedSong[]>('id', 'name');
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is FeaturedSong => Boolean(row));
}

/**
 * Installed before the page's scripts: a stand-in for React DevTools' hook (React reports every commit
 * to it, production builds too) that records the components React rendered again in the same task as
 * the commit before, before any microtask: the re-render React forces when a ref callback or layout
 * effect sets state, or when an external store's snapshot differs from the server's. On a page that
 * has just been hydrated it redraws what the server drew, in the task that hydrates the page (a long
 * task on a phone, with the page's effects flushed into it). Each is named by the nearest element it
 * renders (the build's component names are minified).
 */
function recordRendersInACommitsWake() {
  const rendered: string[] = [];
  (window as unknown as { rendersInACommitsWake: string[] }).rendersInACommitsWake = rendered;
  let commitRunning = false;
  const seen = new WeakSet<object>();
  interface Fiber {
    type: unknown;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    stateNode: unknown;
  }
  const describe = (fiber: Fiber): string => {
    for (let child: Fiber | null = fiber.child; child; child = child.child) {
      if (child.stateNode instanceof Element) {
        const element = child.stateNode;
        return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? ` class="${element.className.slice(0, 60)}"` : ''}>`;
      }
      if (child.stateNode instanceof Text) return `"${(child.stateNode.textContent ?? '').slice(0, 40)}"`;
    }
    return '(renders nothing)';
  };
  const visit = (fiber: Fiber | null, inWake: boolean) => {
    for (let node = fiber; node; node = node.sibling) {
      const fresh = !seen.has(node);
      seen.add(node);
      // PerformedWork (1): rendered in this commit; with an alternate: rendered again, not mounted.
      if (inWake && fresh && typeof node.type === 'function' && node.alternate && node.flags & 1) rendered.push(describe(node));
      visit(node.child, inWake);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      visit(root.current, commitRunning);
      commitRunning = true;
      queueMicrotask(() => (commitRunning = false));
    },
  };
}

/**
 * Installed before the page's scripts: records the message of every Error the page's code makes
 * (`new Error(...)` or `Error(...)`, and the same of TypeError and RangeError). With an inspector
 * attached (DevTools, Lighthouse, this test's browser), V8 records each Error's stack with its source
 * positions, and finds them by parsing every function on that stack again: an Error made while the
 * app's modules are evaluated has whole modules on its stack. React DOM's five sentinels did that,
 * 250-500 ms of one task on a phone-class CPU (patches/README.md).
 */
function recordErrorsMade() {
  const made: string[] = [];
  (window as unknown as { errorsMade: string[] }).errorsMade = made;
  for (const name of ['Error', 'TypeError', 'RangeError'] as const) {
    const original = window[name] as ErrorConstructor;
    (window as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        made.push(String(args[0]));
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        made.push(String(args[0]));
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
}

describe('server-rendered pages in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let featured: FeaturedSong[];

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    featured = await featuredSongs(session);
  });
  afterAll(async () => session?.close());

  it('shows the home page content with JavaScript disabled, as a crawler without JavaScript sees it', async () => {
    expect(featured.length).toBeGreaterThan(0);
    const { page, problems } = await session.newPage(VIEWPORTS.desktop, { javaScriptEnabled: false });

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Songs, Lyrics and Podcasts - Hees'); // an English browser
    const carousel = page.getByRole('region', { name: 'Featured songs' });
    for (const song of featured) {
      expect(await carousel.getByRole('link', { name: song.name, exact: true }).isVisible()).toBe(true);
    }
    // A band well down the page is laid out once it comes near the viewport (content-visibility), as
    // the reader scrolls to it.
    const topSongs = page.getByRole('heading', { name: /Top songs of the week/ });
    expect(await topSongs.isVisible()).toBe(false);
    expect(await topSongs.textContent()).toContain('Top songs of the week'); // in the document all along
    await topSongs.scrollIntoViewIfNeeded();
    expect(await topSongs.isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await session.screenshot(page, 'ssr-home-no-js', { fullPage: true });
    expect(problems()).toEqual([]);
  });

  it('hydrates the server markup in place, without errors, and then navigates as an Inertia app', async () => {
    const { page, problems, allowFailedLoad, appStarted } = await session.newPage(VIEWPORTS.desktop);
    // Hold the client back until the server's markup is marked, to tell hydration from a fresh render.
    let release!: () => void;
    const clientMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/build\/assets\/app-[\w-]+\.js$/, async (route) => {
      await clientMayLoad;
      await route.continue();
    });

    // Module scripts hold DOMContentLoaded back, so wait for the markup itself.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#app header').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (document.querySelector('#app header') as MarkedHeader).fromServer = true;
    });
    release();
    await appStarted();

    // The page was drawn before any of its JavaScript was asked for (server/inertia/app-start-script.ts).
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThan(timing.firstPaint!);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    // Hydration kept the server's nodes; a mismatch would have made React render the app afresh.
    expect(await headerFromServer(page)).toBe(true);

    // A song link is an Inertia visit (an X-Inertia response), not a page load.
    const song = featured[0]!;
    allowFailedLoad(`/song/${song.id}`);
    const visit = page.waitForResponse((r) => new URL(r.url()).pathname === `/song/${song.id}`);
    await page.getByRole('region', { name: 'Featured songs' }).getByRole('link', { name: song.name, exact: true }).click();
    expect((await visit).headers()['x-inertia']).toBe('true');
    await page.waitForURL(`**/song/${song.id}`);
    expect(await headerFromServer(page)).toBe(true);

    // React reports hydration mismatches as console errors: "Hydration failed..." and, in the development build
    // the test run makes (NODE_ENV=test), "...attributes of the server rendered HTML didn't match...". None here.
    expect(problems()).toEqual([]);
  });

  it('hydrates a first visit’s song and search pages without rendering any component again at once (phone and desktop)', async () => {
    // A song with lyrics: the lyrics were drawn twice (their element was kept in state from a ref).
    const song = await firstPlayableSongWithLyrics(session.ctx.knex);
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      for (const path of [`/song/${song.id}`, `/search?q=${encodeURIComponent(song.name)}`]) {
        const { page, problems } = await session.newPage(viewport);
        await page.addInitScript(recordRendersInACommitsWake);
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // The lyrics are there, and the player is not (a first visit): nothing to draw again.
        if (path.startsWith('/song/')) await page.getByText(song.firstLine).first().waitFor();
        // The page's bands hydrate one by one, each in tasks of its own: idle twice, they are all done.
        for (let turn = 0; turn < 2; turn++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        expect(await page.getByRole('region', { name: 'Player' }).count()).toBe(0);
        const again = await page.evaluate(() => (window as unknown as { rendersInACommitsWake: string[] }).rendersInACommitsWake);
        expect(again, `${path} at ${viewport.width} px`).toEqual([]);
        expect(problems()).toEqual([]);
        await page.close();
      }
    }
  });

  it('starts a first visit’s pages without making an Error but Inertia’s one (each costs a parse of its stack again under an inspector)', async () => {
    const song = await firstPlayableSongWithLyrics(session.ctx.knex);
    for (const path of ['/', `/song/${song.id}`, `/search?q=${encodeURIComponent(song.name)}`]) {
      const { page, problems } = await session.newPage(VIEWPORTS.mobile);
      await page.addInitScript(recordErrorsMade);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      for (let turn = 0; turn < 2; turn++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const made = await page.evaluate(() => (window as unknown as { errorsMade: string[] }).errorsMade);
      // Inertia's own, in a promise callback once the modules have run (a first page has no history
      // state to decrypt yet): its stack is that callback alone. React DOM's five, made as its module
      // was evaluated ("Minified React error #460" and the others), are made without a stack now.
      expect(made, path).toEqual(['Unable to decrypt history']);
      expect(problems()).toEqual([]);
      await page.close();
    }
  });
});
