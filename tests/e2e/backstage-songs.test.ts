import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, brokenImages, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { openAsAdmin, signInAsAdmin, wholePage } from './helpers/backstage';

const CONFLICT = 'Someone else saved this song since you opened it. Reload to see their changes.';
const MP3 = readFileSync(path.resolve(import.meta.dirname, '../../database/seeds/assets/audio/song-1.mp3'));

/** Types into a selector and picks the result (the search waits 1 s after the last key, spec §9). */
async function pick(page: Page, label: string | RegExp, query: string, result: string) {
  const box = page.getByLabel(label, { exact: typeof label === 'string' });
  await box.fill(query);
  await page.getByRole('option', { name: new RegExp(result) }).first().click({ timeout: 15_000 });
}

describe('songs in backstage, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let artists: { name: string }[];
  let playlist: { name: string };
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    artists = await session.ctx.knex('artists').whereNull('deleted_at').orderBy('id').limit(3).select('name');
    playlist = await session.ctx.knex('playlists').orderBy('id').first('name');
  });
  afterAll(async () => session?.close());

  // The song the first test makes, which the next two edit and then trash: one walk through a song's life in
  // three tests, so that none holds the whole of it (104 s of its 120 s in a CI run on a busy machine).
  let createdSongId: number | undefined;
  const createdSong = () => {
    if (createdSongId === undefined) throw new Error('The song was not created: see the test that creates it.');
    return createdSongId;
  };
  const openCreatedSong = async () => {
    const admin = await openAsAdmin(session, VIEWPORTS.desktop, `/backstage/songs/${createdSong()}/edit`);
    // A full page load: typed into before the app has started, the fields would lose what was typed.
    await admin.appStarted();
    await admin.page.getByLabel('Name', { exact: true }).waitFor();
    return admin;
  };

  it('an admin creates a song with featuring artists, a playlist, an mp3 and a YouTube link, and visitors see it', async () => {
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    await page.getByRole('link', { name: /Songs.*Manage/ }).click();
    await page.waitForURL(session.url('/backstage/songs'));
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(session.url('/backstage/songs/create'));

    await page.getByLabel('Name', { exact: true }).fill('Dhulkayga Hooyo');
    await pick(page, /^Artist$/, artists[0]!.name.split(' ').slice(0, 2).join(' '), artists[0]!.name);
    await pick(page, /Featuring/, artists[1]!.name.split(' ').slice(0, 2).join(' '), artists[1]!.name);
    await pick(page, /Featuring/, artists[2]!.name.split(' ').slice(0, 2).join(' '), artists[2]!.name);
    await pick(page, /Playlists/, playlist.name.split(' ')[0]!, playlist.name);
    await page.getByLabel('Released (year)').fill('1991');

    // Extract ID reduces a watch link to the id; then a thumbnail is picked.
    await page.getByLabel('YouTube', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1');
    await page.getByRole('button', { name: 'Extract ID' }).click();
    await expect.poll(() => page.getByLabel('YouTube', { exact: true }).inputValue()).toBe('dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'mqdefault' }).click();

    await page.getByLabel('Audio', { exact: true }).setInputFiles({ name: 'dhulkayga.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await page.getByText(/^Uploaded/).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Add lyrics version' }).click();
    await page.getByLabel('Version 1 lyrics').fill('Dhulkayga hooyo\nadaa i koriyay');
    await session.screenshot(page, 'backstage-song-create-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/songs\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    await page.getByText('Dhulkayga Hooyo was added.').waitFor();

    const row = await session.ctx.knex('songs').where('id', id).first();
    expect(row).toMatchObject({ name: 'Dhulkayga Hooyo', youtube: 'dQw4w9WgXcQ', released: 1991 });
    expect(row.audio).toMatch(/^audio\/[0-9a-f]{32}\.mp3$/);
    expect(row.meta.thumbnail).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    expect(await session.ctx.knex('song_features').where('song_id', id).count({ n: '*' }).first()).toMatchObject({ n: 2 });
    expect(await session.ctx.knex('jobs').where('unique_key', `song-audio:${id}`).first()).toMatchObject({ state: 'waiting' });

    // The public song page shows it.
    const visitor = await session.newPage(VIEWPORTS.desktop);
    await visitor.page.goto(`/song/${id}`);
    await visitor.page.getByRole('heading', { name: 'Dhulkayga Hooyo' }).waitFor();
    await visitor.page.getByText(artists[1]!.name).first().waitFor();
    createdSongId = id;
    expect(problems().filter((text) => !/ERR_|i\.ytimg\.com/.test(text))).toEqual([]);
  });

  it('edits that song and saves with Ctrl+S, then meets a conflict from a second tab and reloads', async () => {
    const id = createdSong();
    const { page, context, problems } = await openCreatedSong();
    // Edit and save with Ctrl+S.
    await page.getByLabel('Name', { exact: true }).fill('Dhulkayga Hooyo (Live)');
    await page.keyboard.press('Control+s');
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await session.ctx.knex('songs').where('id', id).first()).toMatchObject({ name: 'Dhulkayga Hooyo (Live)', version: 2 });

    // A second tab saves first; this tab's save is refused with a way to reload.
    const second = await context.newPage();
    await second.goto(`/backstage/songs/${id}/edit`);
    await second.getByLabel('Released (year)').fill('1992');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByText('Saved', { exact: true }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Overwritten?');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CONFLICT).waitFor();
    await session.screenshot(page, 'backstage-song-conflict-desktop');
    expect(await session.ctx.knex('songs').where('id', id).first()).toMatchObject({ name: 'Dhulkayga Hooyo (Live)', released: 1992, version: 3 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Released (year)').inputValue()).toBe('1992');
    expect(problems().filter((text) => !/status of 409|ERR_|i\.ytimg\.com/.test(text))).toEqual([]);
  });

  it('trashes that song (its public page is gone) and restores it', async () => {
    const id = createdSong();
    const { page, problems } = await openCreatedSong();
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('This song is in the trash').waitFor();
    await request(session.ctx.app).get(`/song/${id}`).expect(404);
    await page.getByRole('button', { name: 'Restore' }).click();
    const { name } = await session.ctx.knex('songs').where('id', id).first<{ name: string }>('name');
    await page.getByText(`${name} was restored.`).waitFor();
    await request(session.ctx.app).get(`/api/song/${id}`).expect(200);
    // Not the session's full-page picture: its wait for an idle network never comes on an edit screen
    // opened by a full page load (the song's audio job is polled).
    await wholePage(session, page, 'backstage-song-edit-desktop');
    expect(problems().filter((text) => !/ERR_|i\.ytimg\.com/.test(text))).toEqual([]);
  });

  // Issue 31 item 7: "Download audio" was ticked for a new song whatever was given, an uploaded file included.
  const downloadAudio = (page: Page) => page.getByRole('checkbox', { name: /^Download audio/ });
  const newSongForm = async (page: Page, name: string) => {
    await page.goto('/backstage/songs/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await pick(page, /^Artist$/, artists[0]!.name.split(' ').slice(0, 2).join(' '), artists[0]!.name);
  };
  const uploadAudio = async (page: Page) => {
    await page.getByLabel('Audio', { exact: true }).setInputFiles({ name: 'codka.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await page.getByText(/^Uploaded/).waitFor({ timeout: 30_000 });
  };

  it('"Download audio" is off for a song given an uploaded file and no video, and saved so (1280 px)', async () => {
    await session.ctx.knex('songs').where('name', 'Codka Hooyo').delete();
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    await newSongForm(page, 'Codka Hooyo');
    expect(await downloadAudio(page).isChecked()).toBe(false);
    await uploadAudio(page);
    expect(await downloadAudio(page).isChecked()).toBe(false);
    // The toggles and the upload in one view (a whole-page shot waits for the network to rest, and the player streams).
    await downloadAudio(page).scrollIntoViewIfNeeded();
    await session.screenshot(page, 'backstage-song-download-audio-desktop');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/songs\/\d+\/edit$/);
    const row = await session.ctx.knex('songs').where('name', 'Codka Hooyo').first();
    expect(row.meta.is_youtube).toBe(false);
    expect(row.audio).toMatch(/^audio\/[0-9a-f]{32}\.mp3$/);
    expect(await downloadAudio(page).isChecked()).toBe(false);
    expect(problems().filter((text) => !/ERR_/.test(text))).toEqual([]);
  });

  it('"Download audio" follows the video and the upload until staff set it, then keeps their choice (390 px)', async () => {
    await session.ctx.knex('songs').where('name', 'Codka Aabo').delete();
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.mobile);
    await newSongForm(page, 'Codka Aabo');
    const youtube = page.getByLabel('YouTube', { exact: true });
    await youtube.fill('dQw4w9WgXcQ');
    await expect.poll(() => downloadAudio(page).isChecked()).toBe(true);
    // An uploaded file wins over the video: nothing to download.
    await uploadAudio(page);
    await expect.poll(() => downloadAudio(page).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Remove audio' }).click();
    await expect.poll(() => downloadAudio(page).isChecked()).toBe(true);
    // Once staff untick it, another video does not tick it again.
    await downloadAudio(page).uncheck();
    await youtube.fill('9bZkp7q19f0');
    expect(await downloadAudio(page).isChecked()).toBe(false);
    await downloadAudio(page).scrollIntoViewIfNeeded();
    await session.screenshot(page, 'backstage-song-download-audio-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/songs\/\d+\/edit$/);
    expect(await session.ctx.knex('songs').where('name', 'Codka Aabo').first()).toMatchObject({ youtube: '9bZkp7q19f0', audio: null, meta: expect.objectContaining({ is_youtube: false }) });
    expect(problems().filter((text) => !/ERR_|i\.ytimg\.com/.test(text))).toEqual([]);
  });

  it('on a 390 px phone: the list with its statuses and the form fit', async () => {
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.mobile, '/backstage/songs');
    await page.getByRole('navigation', { name: 'Filters' }).waitFor();
    // A thumbnail that cannot be loaded (here YouTube's, out of reach) shows a plain tile, never the
    // browser's broken-image icon: the song made above has one, and it is on the first page.
    await page.getByRole('link', { name: 'Dhulkayga Hooyo (Live)' }).waitFor();
    await expect.poll(() => page.locator('tbody img[src*="i.ytimg.com"]').count()).toBe(0);
    expect(await brokenImages(page)).toBe(0);
    await wholePage(session, page, 'backstage-songs-list-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const id = (await session.ctx.knex('songs').whereNull('deleted_at').orderBy('id').first('id')).id;
    await page.goto(`/backstage/songs/${id}/edit`);
    await page.getByLabel('Name', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await wholePage(session, page, 'backstage-song-edit-mobile');
    expect(problems().filter((text) => !/i\.ytimg\.com|ERR_/.test(text))).toEqual([]);
  });
});
