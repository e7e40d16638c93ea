import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { openAsAdmin, wholePage } from './helpers/backstage';

// The image uploader in the artist form (spec §7 image-uploader, issue 11). The audio uploader's browser
// test comes with the song form, the first screen with an audio field.

/** Slows this page's uploads to a phone's pace, so the progress can be seen (Chromium's network emulation). */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** Whether an image has loaded and decoded (a broken one has no natural width). */
const loaded = (page: Page, selector: string) => page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('the image uploader in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let photo: Buffer;
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    // About 600 KB of noise, which JPEG cannot shrink: at 200 KB/s the upload takes a few seconds.
    photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#1d6b5f', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 90 }).toBuffer();
  });
  afterAll(async () => session?.close());

  it('an admin uploads an artist image with progress, saves, and the public page shows it', async () => {
    // A retry starts with no uploads, as the session did: the files an earlier attempt uploaded are let go of.
    await session.ctx.knex('media_uploads').delete();
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, '/backstage/artists/create');
    await page.getByLabel('Name', { exact: true }).fill('Maryan Mursal');

    // A refused file: the server's reason shows under the picker, and nothing is stored.
    await page.getByLabel('Image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('#!/bin/sh\necho not an image\n') });
    await page.getByRole('alert').filter({ hasText: 'The file is not an image' }).waitFor();
    expect(Number((await session.ctx.knex('media_uploads').count({ n: '*' }).first())!.n)).toBe(0);

    const restore = await slowUploads(page, 200 * 1024);
    await page.getByLabel('Image').setInputFiles({ name: 'maryan.jpg', mimeType: 'image/jpeg', buffer: photo });
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    // While the file is on its way the form cannot be saved, and says why.
    await page.getByText('Waiting for the upload…').waitFor();
    expect(await page.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    // The viewport only: a whole-page picture waits for the network to go quiet, which it is not.
    await session.screenshot(page, 'backstage-upload-progress-desktop');
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
    await restore();

    const key = (await session.ctx.knex('media_uploads').first('path')).path as string;
    expect(key).toMatch(/^images\/artists\/[0-9a-f]{32}\.jpg$/);
    await page.getByText(key).waitFor();
    expect(await loaded(page, `img[src="/media/${key}"]`)).toBe(true);
    expect(await page.getByRole('button', { name: 'Create' }).isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/artists\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    expect(await session.ctx.knex('artists').where('id', id).first()).toMatchObject({ name: 'Maryan Mursal', image: key });
    // The edit screen shows the saved image from the page's image_url.
    expect(await loaded(page, `img[src="/media/${key}"]`)).toBe(true);
    await wholePage(session, page, 'backstage-upload-edit-desktop');

    await page.goto(`/artist/${id}`);
    await page.getByRole('heading', { name: 'Maryan Mursal', level: 1 }).waitFor();
    await expect.poll(() => loaded(page, `header img[src*="${key}"]`)).toBe(true);
    await session.screenshot(page, 'backstage-upload-public-artist-desktop');

    // The refused upload's 422 and its log line are expected; nothing else went wrong.
    expect(problems().filter((text) => !text.includes('status of 422') && !text.startsWith('Upload failed'))).toEqual([]);
  });

  it('on a 390 px phone: the uploader fits, and Remove clears the image', async () => {
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.mobile, '/backstage/artists/create');
    await page.getByLabel('Name', { exact: true }).fill('Khadra Daahir');
    await page.getByLabel('Image').setInputFiles({ name: 'khadra.jpg', mimeType: 'image/jpeg', buffer: photo });
    // Once the form holds the path (Remove shows): the layout has settled under the Create button.
    await page.getByRole('button', { name: 'Remove image' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/artists\/\d+\/edit$/);
    const artist = { id: Number(/\/(\d+)\/edit$/.exec(page.url())![1]) };
    await page.getByRole('button', { name: 'Remove image' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(session, page, 'backstage-upload-edit-mobile');
    await page.getByRole('button', { name: 'Remove image' }).click();
    await page.getByText('No image').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await session.ctx.knex('artists').where('id', artist.id).first()).toMatchObject({ image: null });
    expect(problems()).toEqual([]);
  });
});
