import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { firstPlayableSongWithLyrics, type SongWithLyrics } from './helpers/demo-songs';

describe('offline, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let song: SongWithLyrics;
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    song = await firstPlayableSongWithLyrics(session.ctx.knex);
  });
  afterAll(async () => session?.close());

  it('a recently played song’s page and lyrics open without a connection; other pages show the offline page with the list', async () => {
    const { page, context, appStarted, problems } = await session.newPage(VIEWPORTS.mobile);
    // A slow phone: the browser is idle only 3 s after asking (what is fetched when idle comes late),
    // so the connection goes before the player's panels would have been fetched for their own sake.
    await page.addInitScript(() => {
      window.requestIdleCallback = ((task: IdleRequestCallback) => window.setTimeout(() => task({ didTimeout: true, timeRemaining: () => 0 }), 3000)) as typeof window.requestIdleCallback;
    });
    await page.goto(`/song/${song.id}`);
    await appStarted();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('button', { name: `Play: ${song.name}` }).first().click();
    await page.getByRole('region', { name: 'Player' }).waitFor();
    // The service worker keeps an anonymous copy of the page once told it was played.
    await expect.poll(() => page.evaluate((path) => caches.match(path).then((kept) => !!kept), `/song/${song.id}`), { timeout: 20_000 }).toBe(true);
    const kept = await page.evaluate((path) => caches.match(path).then((response) => response!.text()), `/song/${song.id}`);
    expect(kept).toContain(song.firstLine);
    expect(kept).not.toContain('XSRF');

    await context.setOffline(true);
    await page.goto(`/song/${song.id}`);
    await page.getByRole('heading', { name: song.name, level: 1 }).waitFor();
    expect(await page.getByText(song.firstLine).first().isVisible()).toBe(true);
    await appStarted();
    await session.screenshot(page, 'offline-song-phone', { fullPage: false });
    // The player's own recently played list opens too: its panel's files were kept with the page.
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Recently played' }).click();
    await page.getByRole('region', { name: 'Recently played' }).getByRole('listitem').filter({ hasText: song.name }).first().waitFor();

    await page.goto('/playlists');
    // An English browser (the tests' default) gets the page in English, as it gets the site.
    await page.getByRole('heading', { name: 'No internet connection' }).waitFor();
    await page.getByRole('link', { name: song.name }).waitFor();
    await page.getByText('Lyrics', { exact: true }).first().click();
    expect(await page.getByText(song.firstLine).first().isVisible()).toBe(true);
    // A static page, not the app: pictured as it is.
    await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', 'offline-page-phone.png'), fullPage: true });
    await context.setOffline(false);
    // Offline, only the pictures that were never kept fail to load (covers fall back to their placeholder).
    expect(problems().filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
