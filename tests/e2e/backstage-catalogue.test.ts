import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { openAsAdmin, signInAsAdmin, wholePage } from './helpers/backstage';

/** Types into a selector and picks the first result named like `result` (the search waits 1 s, spec §9). */
async function pick(page: Page, id: string, query: string, result: string) {
  await page.locator(`#${id}`).fill(query);
  await page.getByRole('option', { name: new RegExp(`^${result.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click({ timeout: 15_000 });
}

describe('albums, playlists, events and pages in backstage, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let artist: { name: string };
  let songs: { id: number; name: string }[];
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    artist = await session.ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('name');
    // Songs whose names are their own (the demo has a few twins), so a search result is unambiguous.
    songs = await session.ctx.knex('songs').whereNull('deleted_at').whereIn('name', session.ctx.knex('songs').groupBy('name').havingRaw('count(*) = 1').select('name')).orderBy('id').limit(2).select('id', 'name');
  });
  afterAll(async () => session?.close());

  it('an album with ordered tracks, seen in that order on its public page', async () => {
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, '/backstage/albums/create');
    await page.getByLabel('Name', { exact: true }).fill('Xarigga Dahabka');
    await pick(page, 'album-artist', artist.name.split(' ').slice(0, 2).join(' '), artist.name);
    await pick(page, 'album-songs', songs[0]!.name, songs[0]!.name);
    await pick(page, 'album-songs', songs[1]!.name, songs[1]!.name);
    await page.getByRole('button', { name: `Move ${songs[1]!.name} up` }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/albums\/\d+\/edit$/);
    const albumId = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    await page.getByText('Xarigga Dahabka was added.').waitFor();
    expect(await session.ctx.knex('songs').where('album_id', albumId).orderBy('album_position').pluck('id')).toEqual([songs[1]!.id, songs[0]!.id]);
    await wholePage(session, page, 'backstage-album-edit-desktop');

    const visitor = await session.newPage(VIEWPORTS.desktop);
    await visitor.page.goto(`/album/${albumId}`);
    await visitor.page.getByRole('heading', { name: 'Xarigga Dahabka' }).waitFor();
    // The songs arrive deferred, as cards whose links go to each song: their order is the album's.
    const songLinks = visitor.page.locator('main a[href^="/song/"]');
    await songLinks.first().waitFor();
    const order = await songLinks.evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(order).toEqual([`/song/${songs[1]!.id}`, `/song/${songs[0]!.id}`]);
    expect([...problems(), ...visitor.problems()]).toEqual([]);
  });

  it('a playlist made, seen on the public site, then trashed and restored from its edit screen', async () => {
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, '/backstage/playlist/create');
    await page.getByLabel('Name', { exact: true }).fill('Caawa Caawa');
    await pick(page, 'playlist-songs', songs[0]!.name, songs[0]!.name);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/playlist\/\d+\/edit$/);
    const playlistId = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    await page.getByText('Caawa Caawa was added.').waitFor();

    const visitor = await session.newPage(VIEWPORTS.desktop);
    await visitor.page.goto(`/playlist/${playlistId}`);
    await visitor.page.getByRole('heading', { name: 'Caawa Caawa' }).waitFor();

    // Trash and restore the playlist from its edit screen.
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('This playlist is in the trash').waitFor();
    await request(session.ctx.app).get(`/api/playlist/${playlistId}`).expect(404);
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Caawa Caawa was restored.').waitFor();
    expect([...problems(), ...visitor.problems()]).toEqual([]);
  });

  it('an event published with its line-up, and a page with its preview', async () => {
    // A retry would get /pages/shuruudaha-2: the page an earlier attempt made goes first.
    await session.ctx.knex('pages').where('slug', 'shuruudaha').delete();
    const { page, problems, appStarted } = await openAsAdmin(session, VIEWPORTS.desktop, '/backstage/events/create');
    await page.getByLabel('Name', { exact: true }).fill('Hees Live Nairobi');
    await pick(page, 'event-artists', artist.name.split(' ').slice(0, 2).join(' '), artist.name);
    await page.locator('#event-date').fill('2027-03-14T19:30');
    await page.getByLabel('Venue').fill('KICC');
    await page.getByLabel('City').fill('Nairobi');
    await page.getByLabel('Ticket link').fill('https://tickets.example/nairobi');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/events\/\d+\/edit$/);
    const eventId = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    await page.getByText('Hees Live Nairobi was added.').waitFor();
    const row = await session.ctx.knex('events').where('id', eventId).first();
    expect(row.published_at).not.toBeNull();
    expect(await session.ctx.knex('event_artist').where('event_id', eventId).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    await wholePage(session, page, 'backstage-event-edit-desktop');
    const events = await request(session.ctx.app).get('/api/events').expect(200);
    expect(JSON.stringify(events.body)).toContain('Hees Live Nairobi');

    await page.goto('/backstage/pages/create');
    await appStarted();
    await page.getByLabel('Title').fill('Shuruudaha');
    await page.getByLabel('Content').fill('<h2>Terms</h2><p>Be kind.</p>');
    await page.frameLocator('iframe[title="Preview"]').getByRole('heading', { name: 'Terms' }).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/pages\/\d+\/edit$/);
    await page.getByText('Shuruudaha was added.').waitFor();
    const preview = page.getByRole('link', { name: /Preview/ });
    expect(await preview.getAttribute('href')).toBe('/pages/shuruudaha');
    await wholePage(session, page, 'backstage-page-edit-desktop');
    const visitor = await session.newPage(VIEWPORTS.desktop);
    await visitor.page.goto('/pages/shuruudaha');
    await visitor.page.getByText('Be kind.').waitFor();
    expect(problems()).toEqual([]);
  });

  it('on a 390 px phone: the lists and forms fit', async () => {
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.mobile);
    for (const [path, name] of [
      ['/backstage/albums', 'backstage-albums-list-mobile'],
      ['/backstage/playlist', 'backstage-playlists-list-mobile'],
      ['/backstage/events', 'backstage-events-list-mobile'],
      ['/backstage/events/create', 'backstage-event-create-mobile'],
      ['/backstage/albums/create', 'backstage-album-create-mobile'],
      ['/backstage/pages/create', 'backstage-page-create-mobile'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await wholePage(session, page, name);
    }
    expect(problems()).toEqual([]);
  });
});
