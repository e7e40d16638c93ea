import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { BROWSER_TESTS, brokenImages, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';

const COVER = 'images/songs/7777777777777777bbbbbbbbbbbbbbbb.jpg';

/** The widths of every rendition the page fetches from now on, with what the server answered. */
function watchRenditions(page: Page) {
  const fetched: { width: number; type: string | undefined }[] = [];
  page.on('response', (response) => {
    const match = /\/img\/(\d+)\/(.+)$/.exec(new URL(response.url()).pathname);
    if (match?.[2] === COVER) fetched.push({ width: Number(match[1]), type: response.headers()['content-type'] });
  });
  return fetched;
}

/** The song page's cover once the browser has drawn it: which file it chose, and the attributes it had. */
async function shownCover(page: Page) {
  const cover = page.locator(`header img[srcset*="${COVER}"]`);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  return cover.evaluate((img: HTMLImageElement) => ({ currentSrc: new URL(img.currentSrc).pathname, srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes') }));
}

describe('smaller images, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let song: { id: number; name: string };

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    // The demo artwork is SVG, which is never resized: one song gets a real photo as its cover.
    const photo = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#0f766e' } })
      .composite([{ input: Buffer.from('<svg width="1400" height="1400"><circle cx="700" cy="700" r="500" fill="#f5d0a9"/><rect x="300" y="640" width="800" height="120" fill="#134e4a"/></svg>') }])
      .jpeg()
      .toBuffer();
    await session.ctx.app.context.storage.put(COVER, photo, 'image/jpeg');
    song = await session.ctx.knex('songs').whereNotNull('mp3').whereNull('deleted_at').orderBy('id').first('id', 'name');
    await session.ctx.knex('songs').where('id', song.id).update({ cover: COVER });
  });
  afterAll(async () => session?.close());

  it('shows the song cover from a resized AVIF that fits its box, on a desktop screen', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    const fetched = watchRenditions(page);
    await page.goto(`/song/${song.id}`);
    await appStarted();
    const cover = await shownCover(page);
    // 224 CSS pixels at 1x: the 320 px copy, the smallest that covers it.
    expect(cover.currentSrc).toBe(`/img/320/${COVER}`);
    expect(cover.sizes).toBe('(min-width: 640px) 224px, 176px');
    expect(fetched).toEqual([{ width: 320, type: 'image/avif' }]);
    await session.screenshot(page, 'song-cover-rendition-desktop');
    expect(problems()).toEqual([]);
  });

  it('on a 3x phone fetches the 640 px copy, and with data saver on only a small one, from the first HTML on', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile, { deviceScaleFactor: 3 });
    const before = watchRenditions(page);
    await page.goto(`/song/${song.id}`);
    await appStarted();
    // 176 CSS pixels at 3x is 528 device pixels.
    expect((await shownCover(page)).currentSrc).toBe(`/img/640/${COVER}`);
    expect(before.map((r) => r.width)).toEqual([640]);

    const small = [96, 192, 320].map((w) => `/img/${w}/${COVER} ${w}w`).join(', ');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('switch', { name: 'Data saver' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    // The page on screen offers only the small copies at once.
    expect((await shownCover(page)).srcset).toBe(small);
    await page.waitForLoadState('networkidle');

    // A new visit: the server already renders the small copies (the data_saver cookie), so the large one
    // is never asked for, not even before the client starts.
    const after = watchRenditions(page);
    await page.goto(`/song/${song.id}`);
    await appStarted();
    const cover = await shownCover(page);
    expect(cover.srcset).toBe(small);
    expect(cover.currentSrc).toBe(`/img/320/${COVER}`);
    await page.waitForLoadState('networkidle');
    expect(after.map((r) => r.width)).toEqual([320]);
    await session.screenshot(page, 'song-cover-rendition-phone-data-saver');
    expect(problems()).toEqual([]);
  });

  it('shows the placeholder for a cover whose file is gone, though it failed before the app started', async () => {
    // A stored cover that is not in storage: its copy and the original both answer 404, the copy as
    // the server's HTML loads, long before the client takes over (it starts after the first paint).
    const missing = 'images/songs/0000000000000000dddddddddddddddd.jpg';
    const other = await session.ctx.knex('songs').whereNull('deleted_at').whereNot('id', song.id).orderBy('id').first('id');
    await session.ctx.knex('songs').where('id', other.id).update({ cover: missing });
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto(`/song/${other.id}`);
    await appStarted();
    await expect.poll(() => page.locator('header img').count()).toBe(0);
    expect(await brokenImages(page)).toBe(0);
    await session.screenshot(page, 'song-cover-missing-desktop');
    expect(problems().filter((text) => !text.includes(missing))).toEqual([]);
  });
});
