import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { signInAsAdmin, wholePage } from './helpers/backstage';

const CONFLICT = 'Someone else saved this artist since you opened it. Reload to see their changes.';

const nameInput = (page: Page) => page.getByLabel('Name', { exact: true });

describe('backstage artists in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  it('an admin creates an artist, edits it, meets a conflict from a second tab, trashes and restores it', async () => {
    const { page, context, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    await session.screenshot(page, 'backstage-dashboard-desktop', { fullPage: true });
    // Every section of the strip is built: each links to its list.
    await expect(page.getByRole('link', { name: /Scholars.*Manage/ }).count()).resolves.toBe(1);

    await page.getByRole('link', { name: /Artists.*Manage/ }).click();
    await page.waitForURL(session.url('/backstage/artists'));
    await page.getByRole('searchbox', { name: 'Search artists' }).fill('hasan');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(session.url('/backstage/artists?q=hasan&sort=name'));
    await session.screenshot(page, 'backstage-artists-list-desktop', { fullPage: true });

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(session.url('/backstage/artists/create'));
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('The name is required.').waitFor();
    await nameInput(page).fill('Sahra Xalane');
    await page.getByLabel('Type').selectOption('GBY');
    await page.getByLabel('Biography').fill('<p>Poet from <b>Burco</b>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/backstage\/artists\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    const row = await session.ctx.knex('artists').where('id', id).first();
    expect(row).toMatchObject({ name: 'Sahra Xalane', content_type: 'GBY', biography: '<p>Poet from <strong>Burco</strong>.</p>', version: 1 });
    await page.getByText('Sahra Xalane was added.').waitFor();

    // Ctrl+S saves; "Saved" shows for a moment.
    await nameInput(page).fill('Sahra Xalane Cali');
    await page.getByText('Unsaved changes').waitFor();
    await page.keyboard.press('Control+s');
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await session.ctx.knex('artists').where('id', id).first()).toMatchObject({ name: 'Sahra Xalane Cali', version: 2 });
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByText('Sahra Xalane → Sahra Xalane Cali').waitFor();

    // A second tab opened now saves first; this tab's save is refused with a way to reload.
    const second = await context.newPage();
    await second.goto(`/backstage/artists/${id}/edit`);
    await second.getByLabel('Stage name').fill('Sahra');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByText('Saved', { exact: true }).waitFor();
    await nameInput(page).fill('Overwritten?');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CONFLICT).waitFor();
    await session.screenshot(page, 'backstage-artist-conflict-desktop', { fullPage: true });
    expect(await session.ctx.knex('artists').where('id', id).first()).toMatchObject({ name: 'Sahra Xalane Cali', stage_name: 'Sahra', version: 3 });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Stage name').inputValue()).toBe('Sahra');
    await expect.poll(() => nameInput(page).inputValue()).toBe('Sahra Xalane Cali');

    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('This artist is in the trash').waitFor();
    await request(session.ctx.app).get(`/artist/${id}`).expect(404);
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Sahra Xalane Cali was restored.').waitFor();
    await request(session.ctx.app).get(`/api/artist/${id}`).expect(200);
    expect((await session.ctx.knex('activity_log').where({ entity_type: 'artist', entity_id: id }).orderBy('id').pluck('action'))).toEqual(['created', 'updated', 'updated', 'trashed', 'restored']);
    await session.screenshot(page, 'backstage-artist-edit-desktop', { fullPage: true });
    expect(problems().filter((text) => !text.includes('status of 409') && !text.includes('status of 422'))).toEqual([]);
  });

  it('on a 390 px phone: the strip scrolls, the list and the form fit', async () => {
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.mobile);
    await wholePage(session, page, 'backstage-dashboard-mobile');
    await page.goto('/backstage/artists?sort=-songs_count');
    await page.getByRole('columnheader', { name: /Songs/ }).waitFor();
    await wholePage(session, page, 'backstage-artists-list-mobile');
    const id = (await session.ctx.knex('artists').whereNull('deleted_at').first('id')).id;
    await page.goto(`/backstage/artists/${id}/edit`);
    await nameInput(page).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await wholePage(session, page, 'backstage-artist-edit-mobile');
    expect(problems()).toEqual([]);
  });
});
