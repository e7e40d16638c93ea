import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';

describe('the header search, in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();
  let song: { id: number; name: string };
  beforeAll(async () => {
    // A song whose name is its own: the first suggestion for its whole name.
    const rows = await session.ctx.knex('songs').whereNull('deleted_at').orderBy('plays_count', 'desc').limit(40).select('id', 'name');
    const unique = await session.ctx.knex('songs').whereIn('name', rows.map((row) => row.name)).groupBy('name').havingRaw('count(*) = 1').pluck('name');
    song = rows.find((row) => unique.includes(row.name))!;
  });

  it('shows results as one types; arrows and Enter open one; Enter alone opens the search page', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/');
    await appStarted();
    const box = page.getByRole('combobox', { name: /Search songs/ });
    await box.fill(song.name);
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('option', { name: new RegExp(`^${song.name}`) }).first().waitFor({ timeout: 10_000 });
    await session.screenshot(page, 'header-search-desktop');
    await box.press('ArrowDown');
    expect(await results.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(session.url(`/song/${song.id}`));
    expect(await box.inputValue()).toBe('');

    await box.fill('hooyo');
    await box.press('Enter');
    await page.waitForURL(session.url('/search?query=hooyo'));
    await page.getByRole('region', { name: 'Songs' }).waitFor();
    expect(problems()).toEqual([]);
  });

  it('on a phone the search opens from its button', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto('/');
    await appStarted();
    expect(await page.getByRole('combobox', { name: /Search songs/ }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: /Search songs/ }).last();
    await box.fill(song.name);
    await page.getByRole('listbox', { name: 'Search results' }).last().getByRole('option').first().waitFor({ timeout: 10_000 });
    await session.screenshot(page, 'header-search-phone');
    await page.getByRole('listbox', { name: 'Search results' }).last().getByRole('option', { name: new RegExp(`^${song.name}`) }).first().click();
    await page.waitForURL(session.url(`/song/${song.id}`));
    expect(await page.getByRole('combobox', { name: /Search songs/ }).last().isVisible()).toBe(false);
    expect(problems()).toEqual([]);
  });
});

describe('links prefetch on hover, in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  it('a link rested on for 75 ms fetches its page, and the click then needs no request of its own', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/');
    await appStarted();
    const link = page.locator('main a[href^="/artist/"]').first();
    const href = (await link.getAttribute('href'))!;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === href) fetched.push(request.headers()['purpose'] ?? 'visit');
    });
    await link.hover();
    await expect.poll(() => fetched, { timeout: 5_000 }).toEqual(['prefetch']);
    // Inertia's `navigate` event ends the click's visit, once its page is on screen: a request of the
    // visit's own would have been sent before it.
    await page.evaluate(() => document.addEventListener('inertia:navigate', () => ((window as unknown as { navigated?: string }).navigated = location.pathname), { once: true }));
    await link.click();
    await page.waitForURL(session.url(href));
    await page.waitForFunction((path) => (window as unknown as { navigated?: string }).navigated === path, href);
    expect(fetched).toEqual(['prefetch']);
    expect(problems()).toEqual([]);
  });
});
