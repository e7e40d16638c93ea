import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';

describe('sharing, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let song: { id: number; name: string };
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    song = await session.ctx
      .knex('songs')
      .whereNull('deleted_at')
      .whereExists((q) => q.select('*').from('verses').whereRaw('verses.song_id = songs.id'))
      .orderBy('id')
      .first('id', 'name');
  });
  afterAll(async () => session?.close());

  it("the song page names its PNG share image, which the browser fetches and decodes as 1200x630; the share panel offers the apps", async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop, { locale: 'so' });
    await page.goto(`/song/${song.id}`);
    await appStarted();
    const og = await page.evaluate(() => ({
      image: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      type: document.querySelector('meta[property="og:image:type"]')?.getAttribute('content'),
      width: document.querySelector('meta[property="og:image:width"]')?.getAttribute('content'),
    }));
    expect(og).toEqual({ image: `http://localhost:3000/share/song/${song.id}.png`, type: 'image/png', width: '1200' });

    const fetched = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { type: res.headers.get('content-type'), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
    }, new URL(og.image!).pathname);
    expect(fetched.type).toBe('image/png');
    const meta = await sharp(Buffer.from(fetched.bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    // Headless Chromium on Linux has no Web Share API: the button opens the panel.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Wadaag' }).click();
    const panel = page.getByRole('group', { name: 'Wadaag' });
    const pageUrl = encodeURIComponent(`http://localhost:3000/song/${song.id}`);
    expect(await panel.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(`https://wa.me/?text=`);
    expect(await panel.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toContain(`https://t.me/share/url?url=${pageUrl}`);
    expect(await panel.getByRole('link', { name: 'X' }).getAttribute('href')).toContain(`https://x.com/intent/post?url=${pageUrl}`);
    expect(await panel.getByRole('link', { name: 'Sawirka la wadaago' }).getAttribute('href')).toBe(`/share/song/${song.id}.png`);
    await session.screenshot(page, 'share-panel-desktop');
    // The Escape that closes the panel is taken (marked handled), whenever React draws the panel's
    // closing: karaoke's own Escape (a listener on the window) then leaves it, and stays open.
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') (window as unknown as { escapeTaken?: boolean }).escapeTaken = event.defaultPrevented;
      });
    });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { escapeTaken?: boolean }).escapeTaken)).toBe(true);
    expect(problems()).toEqual([]);
  });

  it("uses the phone's share sheet where there is one", async () => {
    const { page, context, problems, appStarted } = await session.newPage(VIEWPORTS.mobile, { locale: 'so' });
    // Chromium on a phone has navigator.share; this one records what it is given.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/album/1`);
    await appStarted();
    await page.getByRole('button', { name: 'Wadaag' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared)).toEqual([
      { title: expect.stringContaining(' · '), url: 'http://localhost:3000/album/1' },
    ]);
    expect(await page.getByRole('group', { name: 'Wadaag' }).count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`picks lyric lines for a lyric card and shows it (${viewport})`, async () => {
      const { page, problems, appStarted } = await session.newPage(VIEWPORTS[viewport], { locale: 'so' });
      await page.goto(`/song/${song.id}`);
      await appStarted();
      await page.getByRole('button', { name: 'Sawir erayo ka samee' }).click();
      const bar = page.getByRole('region', { name: 'Sawirka erayada' });
      await bar.getByText('Dooro ilaa 4 xariiq').waitFor();
      const lines = page.locator('#lyrics-heading ~ div button[aria-pressed]');
      for (const index of [0, 1, 2, 3, 4]) await lines.nth(index).click();
      // A fifth line is not taken: a card holds four.
      expect(await page.locator('#lyrics-heading ~ div button[aria-pressed="true"]').count()).toBe(4);
      await bar.getByText('4 / 4 xariiq ayaa la doortay').waitFor();
      await lines.nth(3).click();
      await bar.getByRole('button', { name: 'Samee sawirka' }).click();
      const preview = bar.getByRole('img', { name: /Sawirka erayada/ });
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      const verse = await session.ctx.knex('verses').where('song_id', song.id).orderBy([{ column: 'is_default', order: 'desc' }, 'position', 'id']).first('id');
      expect(await preview.getAttribute('src')).toBe(`/share/lyrics/${verse.id}.png?lines=0,1,2`);
      await preview.scrollIntoViewIfNeeded();
      await session.screenshot(page, `lyric-card-${viewport}`);
      await bar.getByRole('button', { name: 'Ka noqo' }).click();
      expect(await page.locator('#lyrics-heading ~ div button[aria-pressed]').count()).toBe(0);
      expect(problems()).toEqual([]);
    });
  }
});
