import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { startLocalHttpServer, type LocalHttpServer } from '../helpers/local-http-server';

// Issue 32, "Other sites": a page of another origin frames our player and plays it, and loads our
// episode audio and share card directly. With every answer `Cross-Origin-Resource-Policy: same-origin`
// and `frame-ancestors 'self'` (before the cross-origin policy), all three are refused by the browser.

/** A blog on another origin (another port is another origin), as a Somali news site would carry a song. */
function blogPage(app: string, { songId, episodeAudio, episodeId }: { songId: number; episodeAudio: string; episodeId: number }) {
  return `<!doctype html>
<html lang="so"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Wararka</title>
<style>body{font-family:sans-serif;margin:0 auto;max-width:680px;padding:16px;background:#f5f5f4}</style></head>
<body>
<h1>Heesta maanta</h1>
<p>Qoraal ku saabsan heesta.</p>
<iframe id="player" src="${app}/embed/song/${songId}" width="100%" height="380" frameborder="0" allow="autoplay; encrypted-media" loading="lazy" title="Hees"></iframe>
<audio id="plain" preload="auto" src="${app}/media/${episodeAudio}"></audio>
<audio id="cors" crossorigin="anonymous" preload="auto" src="${app}/media/${episodeAudio}"></audio>
<img id="card" alt="" width="300" src="${app}/share/episode/${episodeId}.png">
</body></html>`;
}

/** Whether an element became usable: `canplay` for audio, `load` for a picture; an `error` says it was refused. */
const loaded = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      new Promise<string>((resolve) => {
        const element = document.querySelector<HTMLAudioElement | HTMLImageElement>(selector)!;
        if (element instanceof HTMLImageElement && element.complete) return resolve(element.naturalWidth > 0 ? 'loaded' : 'error');
        if (element instanceof HTMLAudioElement && element.readyState >= 3) return resolve('loaded');
        if (element instanceof HTMLAudioElement && element.error) return resolve('error');
        element.addEventListener(element instanceof HTMLAudioElement ? 'canplay' : 'load', () => resolve('loaded'), { once: true });
        element.addEventListener('error', () => resolve('error'), { once: true });
      }),
    selector,
  );

describe('other sites carry Hees, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let blog: LocalHttpServer;
  let song: { id: number; name: string };
  let episode: { id: number; audio: string };

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    // A song with lyrics and audio, its lyrics synced, so the frame shows them following along.
    song = await knex('songs').whereNull('deleted_at').whereNotNull('mp3').whereExists((q) => q.select('*').from('verses').whereRaw('verses.song_id = songs.id')).orderBy('id').first('id', 'name');
    const verse = await knex('verses').where('song_id', song.id).orderBy([{ column: 'is_default', order: 'desc' }, 'position', 'id']).first('id');
    const lines = Array.from({ length: 12 }, (_, index) => ({ time: index * 0.4, text: `Sadarka ${index + 1}aad ee heesta` }));
    await knex('verses').where('id', verse.id).update({ synced_lyrics: JSON.stringify(lines), non_synced_lyrics: lines.map((line) => line.text).join('\n') });
    episode = await knex('episodes').whereNull('hidden_at').where('audio_status', 'ready').whereNotNull('audio').orderBy('id').first('id', 'audio');
    const page = blogPage(session.baseUrl, { songId: song.id, episodeAudio: episode.audio, episodeId: episode.id });
    blog = await startLocalHttpServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page));
    expect(new URL(blog.url).origin).not.toBe(new URL(session.baseUrl).origin);
  });
  afterAll(async () => {
    await blog?.close();
    await session?.close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a page of another origin frames the song player, which plays and follows the lyrics (${viewport})`, async () => {
      const { page, problems } = await session.newPage(VIEWPORTS[viewport], { locale: 'so' });
      await page.goto(blog.url);
      const frameElement = page.locator('#player');
      await frameElement.scrollIntoViewIfNeeded();
      const frame = page.frameLocator('#player');
      const play = frame.getByRole('button', { name: `Daar ${song.name}` });
      await play.waitFor();
      await frame.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect.poll(() => frame.locator('[data-testid="embed-title"]').textContent()).toBe(song.name);
      await play.click();
      await frame.getByRole('button', { name: 'Jooji' }).waitFor();
      const player = page.frames().find((candidate) => candidate.url().includes(`/embed/song/${song.id}`))!;
      await expect.poll(() => player.evaluate(() => document.querySelector('audio')!.currentTime), { timeout: 15_000 }).toBeGreaterThan(1.3);
      // The sung line is lit: past the first few lines by now.
      await expect.poll(() => player.evaluate(() => Number(document.querySelector('[aria-current="true"]')?.textContent?.match(/\d+/)?.[0] ?? 0))).toBeGreaterThan(2);
      expect(await player.evaluate(() => document.cookie)).toBe('');
      const listen = frame.getByRole('link', { name: /Ka dhageyso Hees/ });
      expect(await listen.getAttribute('href')).toBe(`http://localhost:3000/song/${song.id}`);
      expect(await listen.getAttribute('target')).toBe('_blank');
      await page.screenshot({ path: `tmp/embed-song-on-blog-${viewport}.png` });
      await frameElement.screenshot({ path: `tmp/embed-song-frame-${viewport}.png` });
      expect(problems()).toEqual([]);
    });
  }

  it('a page of another origin loads our episode audio (plain and CORS) and our share card', async () => {
    const { page, problems } = await session.newPage(VIEWPORTS.desktop, { locale: 'so' });
    await page.goto(blog.url);
    expect(await loaded(page, '#plain')).toBe('loaded');
    expect(await loaded(page, '#cors')).toBe('loaded');
    expect(await loaded(page, '#card')).toBe('loaded');
    expect(await page.evaluate(() => [document.querySelector<HTMLImageElement>('#card')!.naturalWidth, document.querySelector<HTMLImageElement>('#card')!.naturalHeight])).toEqual([1200, 630]);
    // And reads our public API from its own script, without credentials.
    const api = await page.evaluate(async (url) => (await fetch(url)).json(), `${session.baseUrl}/api/song/${song.id}`);
    expect(api.data).toMatchObject({ id: song.id, name: song.name });
    expect(problems()).toEqual([]);
  });

  it('the song page\'s share menu copies the embed code, and its oEmbed link is in the head', async () => {
    const { page, context, problems, appStarted } = await session.newPage(VIEWPORTS.mobile, { locale: 'so' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.baseUrl });
    await page.goto(`/song/${song.id}`);
    await appStarted();
    await page.getByRole('button', { name: 'Wadaag' }).click();
    await page.getByRole('button', { name: 'Koobiyee koodka lagu dhejiyo' }).click();
    await page.getByText('Koodka waa la koobiyeeyay').waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(new RegExp(`^<iframe src="http://localhost:3000/embed/song/${song.id}" width="100%" height="380" frameborder="0" allow="autoplay; encrypted-media" loading="lazy" title="[^"]+"></iframe>$`));
    const oembed = await page.locator('link[type="application/json+oembed"]').getAttribute('href');
    expect(oembed).toBe(`http://localhost:3000/oembed?url=${encodeURIComponent(`http://localhost:3000/song/${song.id}`)}&format=json`);
    expect(problems()).toEqual([]);
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`the playlist player plays a picked track and goes on to the next (${viewport})`, async () => {
      const { page, problems } = await session.newPage(VIEWPORTS[viewport], { locale: 'so' });
      const playlist = await session.ctx.knex('playlists').whereNull('deleted_at').orderBy('id').first('id');
      await page.setViewportSize({ width: Math.min(VIEWPORTS[viewport].width, 600), height: 420 });
      await page.goto(`/embed/playlist/${playlist.id}`);
      const tracks = page.getByRole('list', { name: 'Heesaha liiskan ku jira' }).getByRole('button');
      expect(await tracks.count()).toBeGreaterThan(1);
      await tracks.nth(0).click();
      await page.getByRole('button', { name: 'Jooji' }).waitFor();
      const firstTitle = await page.locator('[data-testid="embed-title"]').textContent();
      // Near its end, so the next track starts by itself.
      await page.evaluate(() => new Promise<void>((resolve) => {
        const audio = document.querySelector('audio')!;
        const seek = () => {
          audio.currentTime = Math.max(0, audio.duration - 0.5);
          resolve();
        };
        if (Number.isFinite(audio.duration) && audio.duration > 0) seek();
        else audio.addEventListener('loadedmetadata', seek, { once: true });
      }));
      await expect.poll(() => page.locator('[data-testid="embed-title"]').textContent(), { timeout: 15_000 }).not.toBe(firstTitle);
      await page.getByRole('button', { name: 'Jooji' }).waitFor();
      expect(await tracks.nth(1).getAttribute('aria-current')).toBe('true');
      await page.screenshot({ path: `tmp/embed-playlist-${viewport}.png` });
      expect(problems()).toEqual([]);
    });
  }
});
