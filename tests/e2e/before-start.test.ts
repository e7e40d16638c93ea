import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { playingAudio } from './helpers/player';

/**
 * A slow phone shows the server's page seconds before its JavaScript runs, and people use it
 * meanwhile. The app's script is held back here until they have, as such a phone would hold it.
 * - The header search and the search page's box are in the server's HTML at once; what is typed into
 *   them is kept (resources/js/lib/typed-before-start.ts) and searched for, rather than cleared when
 *   React takes the page over.
 * - A tap on a button (play, the menu) is kept by the app start script and carried out once the app
 *   has started (resources/js/lib/early-click.ts), once.
 */
describe('using the page before its JavaScript has started', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

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

  it('plays the song whose play button was tapped before the app started, once the app has', async () => {
    const song = await session.ctx.knex('songs').whereNotNull('mp3').whereNull('deleted_at').orderBy('id').first('id', 'name', 'mp3');
    const { page, appStarted, problems } = await session.newPage(VIEWPORTS.mobile);
    // Each time the tap is carried out, the player asks for the song (POST /api/_song).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/_song') asked.push(request.postData() ?? '');
    });
    const release = await openHeldBack(page, `/song/${song.id}`);
    const play = page.getByRole('button', { name: `Play: ${song.name}`, exact: true });
    await play.click();
    // Nothing could play it yet: the tap is kept, and the button shows it was taken.
    expect(await play.getAttribute('data-pending-click')).toBe('');
    expect(await playingAudio(page)).toBeNull();
    release();
    await appStarted();
    await expect.poll(async () => {
      const audio = await playingAudio(page);
      return audio !== null && audio.src.endsWith(song.mp3) && !audio.paused && audio.time > 0.2;
    }, { timeout: 20_000 }).toBe(true);
    expect(await play.getAttribute('data-pending-click')).toBeNull();
    // Carried out once. A second click (a replay by React as well) comes as the app starts, so it
    // would have asked for the song again before the first answer could even start the audio.
    expect(asked).toHaveLength(1);
    expect((await playingAudio(page))!.paused).toBe(false);
    expect(problems()).toEqual([]);
  });

  it('carries out only the last of several taps, and none made once the app has started', async () => {
    const { page, appStarted, problems } = await session.newPage(VIEWPORTS.mobile);
    const release = await openHeldBack(page, '/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const firstPlay = page.locator('button[aria-label^="Play: "]').first();
    await firstPlay.click();
    await menu.click();
    expect(await firstPlay.getAttribute('data-pending-click')).toBeNull();
    expect(await menu.getAttribute('data-pending-click')).toBe('');
    release();
    await appStarted();
    // The menu opened (the tap on it), and nothing played (the earlier tap, replaced by it).
    await page.getByRole('dialog').waitFor({ timeout: 10_000 });
    expect(await playingAudio(page)).toBeNull();
    expect(await page.locator('[data-pending-click]').count()).toBe(0);
    expect(problems()).toEqual([]);
  });
});
