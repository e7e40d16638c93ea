import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { signInAsAdmin, wholePage } from './helpers/backstage';
import { startYoutubeStandIn, type YoutubeStandIn } from '../helpers/youtube-api-stand-in';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { createLogger } from '../../server/logger';

const root = path.resolve(import.meta.dirname, '../..');
const FAKE_YTDLP = path.join(root, 'tests/fixtures/bin/fake-yt-dlp.cjs');
/** What the video platform's thumbnails look like to the browser: a real JPEG, served for any size. */
const THUMBNAIL = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#1f6f6b' } }).jpeg().toBuffer();

/** The video platform's image host, answered locally (the machine is offline). */
async function serveThumbnails(page: Page) {
  await page.context().route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: THUMBNAIL }));
}

describe('the dashboard’s curation panels, in a real browser', BROWSER_TESTS, () => {
  let youtube: YoutubeStandIn;
  let session: BrowserSession;
  beforeAll(async () => {
    youtube = await startYoutubeStandIn({ thumbnail: THUMBNAIL });
    process.env.FAKE_YTDLP_AUDIO = path.join(root, 'database/seeds/assets/audio/song-1.mp3');
    session = await startBrowserSession({ demo: true, env: { YOUTUBE_API_KEY: youtube.key, YOUTUBE_API_URL: youtube.url, OUTBOUND_ALLOW_HOSTS: youtube.host, YTDLP_PATH: FAKE_YTDLP, YOUTUBE_THUMBNAIL_URL: youtube.thumbnailUrl } });
  });
  afterAll(async () => {
    await session?.close();
    await youtube?.close();
  });

  it('featured: add a song, move it to the top with the keyboard, save, and the home page carousel shows the new order', async () => {
    const { knex } = session.ctx;
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    const featured = page.getByRole('region', { name: 'Featured content' });
    const rows = featured.getByRole('listitem');
    await rows.first().waitFor();
    const before = await rows.count();
    // A playable song that is not featured yet, searched by its whole name.
    const featuredIds = ((await knex('options').where('option_key', 'HOMEFEATURED').first()).option_value as { id: number }[]).map((song) => song.id);
    const candidates = await knex('songs').whereNull('deleted_at').whereNotNull('mp3').whereNotNull('cover').whereNotIn('id', featuredIds).orderBy('plays_count', 'desc').limit(20).select('id', 'name');
    const names = await knex('songs').whereIn('name', candidates.map((song) => song.name)).groupBy('name').havingRaw('count(*) = 1').pluck('name');
    const song = candidates.find((candidate) => names.includes(candidate.name))!;
    if (before >= 6) await featured.getByRole('button', { name: /^Remove / }).last().click();
    await featured.getByRole('combobox').fill(song.name);
    await page.getByRole('option', { name: new RegExp(`^${song.name}`) }).first().click({ timeout: 15_000 });
    await expect.poll(() => featured.getByRole('combobox').inputValue()).toBe('');
    // Keyboard only: focus the new row's "up" button and press Enter until it is first.
    const count = await rows.count();
    for (let step = 0; step < count - 1; step++) {
      await featured.getByRole('button', { name: `Move ${song.name} up` }).focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(async () => (await rows.first().innerText()).includes(song.name)).toBe(true);
    await wholePage(session, page, 'backstage-dashboard-desktop');
    await featured.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/The home page features \d songs?\./).waitFor();
    const saved = ((await knex('options').where('option_key', 'HOMEFEATURED').first()).option_value as { id: number }[]).map((entry) => entry.id);
    expect(saved[0]).toBe(song.id);

    const home = await session.newPage(VIEWPORTS.desktop);
    await serveThumbnails(home.page);
    await home.page.goto('/');
    const carousel = home.page.getByRole('region', { name: 'Featured songs' }).or(home.page.locator('[aria-label="Featured songs"]')).first();
    await carousel.waitFor();
    expect((await carousel.innerText()).indexOf(song.name)).toBeGreaterThanOrEqual(0);
    const firstSlide = await carousel.locator('a[href^="/song/"]').first().getAttribute('href');
    expect(firstSlide).toBe(`/song/${song.id}`);
    expect(problems()).toEqual([]);
  });

  it('fix no audio: save a video id for the song on screen; the message shows, the input clears, its audio is queued', async () => {
    const { knex } = session.ctx;
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    const panel = page.getByRole('region', { name: 'Fix no audio' });
    await panel.getByText(/^About \d[\d,]* songs are without audio$/).waitFor();
    const id = Number(await panel.locator('dt:text-is("Id") + dd').innerText());
    const name = (await knex('songs').where('id', id).first()).name;
    await panel.getByLabel('Video id').fill('https://youtu.be/dQw4w9WgXcQ');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Video saved: the audio of ${name} is being made.`).waitFor();
    expect(await panel.getByLabel('Video id').inputValue()).toBe('');
    // The song stays on screen until Refresh.
    expect(await panel.locator('dt:text-is("Id") + dd').innerText()).toBe(String(id));
    expect(await knex('jobs').where({ kind: 'song-audio', unique_key: `song-audio:${id}` }).first()).toMatchObject({ state: 'waiting' });
    expect(await knex('songs').where('id', id).first()).toMatchObject({ youtube: 'dQw4w9WgXcQ' });
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => panel.locator('dt:text-is("Id") + dd').innerText()).not.toBe(String(id));
    // A malformed id: the warning, nothing saved.
    const next = Number(await panel.locator('dt:text-is("Id") + dd').innerText());
    const nextBefore = await knex('songs').where('id', next).first('youtube', 'version');
    await panel.getByLabel('Video id').fill('not a video');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('error occurred').first().waitFor();
    expect(await knex('songs').where('id', next).first('youtube', 'version')).toEqual(nextBefore);
    expect(problems().filter((problem) => !problem.includes('422'))).toEqual([]);
  });

  it('playlist connection: attach two playlists, then the next song comes', async () => {
    const { knex } = session.ctx;
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.mobile);
    const panel = page.getByRole('region', { name: 'Playlist connection' });
    const songLink = panel.locator('a[href^="/song/"]');
    await songLink.waitFor();
    const songId = Number((await songLink.getAttribute('href'))!.split('/').pop());
    // The panel's line counts the songs in no playlist; attaching takes this one off it.
    const lonelyCount = async () => Number((await panel.getByText(/songs? (is|are) in no playlist/).innerText()).match(/^[\d,]+/)![0].replace(/,/g, ''));
    const countBefore = await lonelyCount();
    const playlists = await knex('playlists').whereNull('deleted_at').orderBy('id').limit(2).select('id', 'name');
    for (const playlist of playlists) {
      await panel.getByRole('combobox').fill(playlist.name);
      await page.getByRole('option', { name: new RegExp(`^${playlist.name}`) }).first().click({ timeout: 15_000 });
    }
    await expect.poll(() => panel.getByRole('list', { name: 'Chosen' }).getByRole('listitem').count()).toBe(2);
    // The chips name each playlist with its song count.
    expect(await panel.getByRole('list', { name: 'Chosen' }).getByRole('listitem').first().innerText()).toMatch(/ · \d+ songs/);
    await panel.scrollIntoViewIfNeeded();
    await session.screenshot(page, 'backstage-playlist-connection-phone', { of: panel });
    await panel.getByRole('button', { name: 'Attach playlist' }).click();
    await page.getByText(/was added to/).waitFor();
    await expect.poll(async () => (await songLink.getAttribute('href')) !== `/song/${songId}`).toBe(true);
    await expect.poll(lonelyCount).toBe(countBefore - 1);
    expect(await panel.getByRole('list', { name: 'Chosen' }).count()).toBe(0);
    expect((await knex('playlist_song').where('song_id', songId).pluck('playlist_id')).sort()).toEqual(playlists.map((playlist) => playlist.id).sort());
    expect(problems()).toEqual([]);
  });

  it('youtube import: browse the channel, import a video in the dialog, and the song arrives with its audio', async () => {
    const { knex } = session.ctx;
    // A retry would find the video already imported (no Import button): the song an earlier attempt made goes.
    await knex('songs').where('youtube', 'vid00000004').delete();
    const artist = await knex('artists').whereNull('deleted_at').orderBy('id').first('id', 'name');
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    await serveThumbnails(page);
    const panel = page.getByRole('region', { name: 'Youtube Imports' });
    await panel.getByLabel('Channel').selectOption({ label: 'Hiddo Dhawr' });
    await panel.getByText('Heestii 1 - Fanaan Cali (Official Video)').waitFor();
    await panel.getByRole('button', { name: 'Next →' }).click();
    await panel.getByText('Heestii 25 - Fanaan Cali (Official Video)').waitFor();
    await panel.getByRole('button', { name: '← Previous' }).click();
    await panel.getByText('Heestii 1 - Fanaan Cali (Official Video)').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await wholePage(session, page, 'backstage-youtube-import-desktop');
    await panel.getByRole('listitem').filter({ hasText: 'Heestii 4 -' }).getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import video as a song' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('heestii 4 - fanaan cali (official video)');
    expect(await dialog.getByLabel('YouTube video').inputValue()).toBe('vid00000004');
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(600);
    await dialog.locator('#import-artist').fill(artist.name);
    await page.getByRole('option', { name: new RegExp(`^${artist.name}`) }).first().click({ timeout: 15_000 });
    await session.screenshot(page, 'backstage-youtube-import-dialog-desktop');
    await dialog.getByRole('button', { name: 'Add song' }).click();
    await page.getByText('Song added').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByRole('listitem').filter({ hasText: 'Heestii 4 -' }).getByRole('link', { name: 'Imported ✓' }).waitFor();
    const song = await knex('songs').where('youtube', 'vid00000004').first();
    expect(song).toMatchObject({ name: 'heestii 4 - fanaan cali (official video)', artist_id: artist.id, mp3: null });

    // The worker makes its audio from the video (the yt-dlp stand-in, then ffmpeg).
    await startWorker({ knex, logger: createLogger('silent'), handlers: jobHandlers(session.ctx.app.context), untilIdle: true }).done;
    const done = await knex('songs').where('id', song.id).first();
    expect(done.meta).toMatchObject({ status: 'done', message: null });
    expect(done.mp3).toMatch(/\.mp3$/);
    // "Use the thumbnail as the cover" was on: the cover is stored from the video's thumbnail.
    expect(done.cover).toBeTruthy();
    const songPage = await session.newPage(VIEWPORTS.desktop);
    await songPage.page.goto(`/song/${song.id}`);
    await songPage.page.getByRole('heading', { name: 'heestii 4 - fanaan cali (official video)' }).waitFor();
    expect(problems()).toEqual([]);
  });

  it('youtube urls: the formats of a video in a table, and a removed video’s message in its place', async () => {
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.mobile);
    const panel = page.getByRole('region', { name: 'Youtube Urls' });
    await panel.getByLabel('Video id').fill('dQw4w9WgXcQ');
    await panel.getByRole('button', { name: 'fetch content' }).click();
    await panel.getByRole('table').waitFor();
    expect(await panel.getByRole('row').count()).toBe(5);
    expect(await panel.getByRole('columnheader').allInnerTexts()).toEqual(['RESOLUTION', 'MIME', 'AUDIO', 'DOWNLOAD']);
    await panel.scrollIntoViewIfNeeded();
    await session.screenshot(page, 'backstage-youtube-urls-phone', { of: panel });
    await panel.getByLabel('Video id').fill('gonegonegon');
    await panel.getByRole('button', { name: 'fetch content' }).click();
    await panel.getByText('[youtube] gonegonegon: Video unavailable. This video has been removed by the uploader').waitFor();
    expect(await panel.getByRole('table').count()).toBe(0);
    await wholePage(session, page, 'backstage-dashboard-phone');
    expect(problems()).toEqual([]);
  });
});
