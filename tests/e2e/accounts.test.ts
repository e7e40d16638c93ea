import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('_token'));

/** Waits until nothing in `scope` is moving: its CSS transitions and animations have run their course. */
async function settled(scope: Locator) {
  await scope.page().waitForFunction((element) => element!.getAnimations({ subtree: true }).length === 0, await scope.elementHandle());
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor({ state: 'visible' });
  // The drawer slides in (and its backdrop fades in): wait for it to settle before clicking or taking a picture.
  await settled(menu.locator('..'));
  return menu;
}

describe('accounts in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  it('signs in through /auth/dev, likes a song, finds it on /favorites, and signs out', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    const listener = await session.ctx.knex('users').where('email', 'listener@hees.test').first();
    // Logout revokes only this browser's token: one an earlier attempt signed in with and never signed
    // out of would still be live at the end.
    await session.ctx.knex('api_tokens').where('user_id', listener.id).whereNull('revoked_at').update({ revoked_at: session.ctx.knex.fn.now() });

    // Login from the menu: without Google configured it leads to the development sign-in.
    await page.goto('/');
    await appStarted();
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Login' }).click();
    // It comes back to where it was pressed.
    await page.waitForURL('**/auth/dev?redirect=%2F');
    await appStarted();
    await page.getByRole('heading', { name: 'Sign in as a demo account' }).waitFor({ state: 'visible' });
    await session.screenshot(page, 'accounts-dev-sign-in');

    // The page after sign-in (an Inertia response) carries the user and the token; the client keeps the token.
    const pageAfterSignIn = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/');
    await page.getByRole('button', { name: /Demo Listener/ }).click();
    const signedInProps = (await (await pageAfterSignIn).json()).props;
    expect(signedInProps.auth.user).toMatchObject({ id: listener.id, name: 'Demo Listener' });
    expect(signedInProps.tokens.token).toMatch(/^hees_/);
    await page.waitForURL(session.url('/'));
    await page.waitForFunction(() => window.localStorage.getItem('_token')?.startsWith('hees_'));
    const token = await storedToken(page);
    expect(token).toBe(signedInProps.tokens.token);

    // Like a song the listener does not like yet, from the top songs of the week.
    const likeButtons = page.locator('main ol').getByRole('button', { name: /^Like / });
    const button = likeButtons.and(page.locator('[aria-pressed="false"]')).first();
    const label = (await button.getAttribute('aria-label'))!;
    const songName = label.replace(/^Like /, '');
    const likeRequest = page.waitForRequest((request: Request) => request.method() === 'PUT' && request.url().includes('/api/favorite/'));
    await button.click();
    const sent = await likeRequest;
    await page.locator('main ol').getByRole('button', { name: label }).and(page.locator('[aria-pressed="true"]')).first().waitFor();
    // Spec §7: the client's calls carry the token, X-Requested-With and the XSRF token.
    const headers = await sent.allHeaders();
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-xsrf-token']).toMatch(/\./);
    const songId = Number(new URL(sent.url()).pathname.split('/').pop());
    expect(await session.ctx.knex('favorites').where({ user_id: listener.id, song_id: songId }).first()).toBeDefined();
    await session.screenshot(page, 'accounts-liked');

    // The Likes page from the menu lists it first, the latest like.
    await (await openMenu(page)).getByRole('link', { name: 'Likes', exact: true }).click();
    await page.waitForURL('**/favorites');
    const likes = page.locator('main ul > li');
    await likes.first().getByRole('link', { name: songName, exact: true }).waitFor({ state: 'visible' });
    expect(await likes.first().getByRole('button', { name: `Like ${songName}` }).getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');
    await session.screenshot(page, 'accounts-favorites', { fullPage: true });

    // The song page shows it liked too.
    await likes.first().getByRole('link', { name: songName, exact: true }).click();
    await page.waitForURL(`**/song/${songId}`);
    const songLike = page.locator('main header').getByRole('button', { name: `Like ${songName}` });
    expect(await songLike.getAttribute('aria-pressed')).toBe('true');
    await session.screenshot(page, 'accounts-song-page');

    // The menu shows who is signed in; Logout signs out and forgets the token.
    const signedInMenu = await openMenu(page);
    expect(await signedInMenu.getByText('Demo Listener').isVisible()).toBe(true);
    await session.screenshot(page, 'accounts-menu-signed-in');
    await signedInMenu.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(session.url('/'));
    await appStarted();
    await page.waitForFunction(() => window.localStorage.getItem('_token') === null);
    const revoked = await session.ctx.knex('api_tokens').where('user_id', listener.id).whereNull('revoked_at');
    expect(revoked).toEqual([]);

    await page.goto('/favorites');
    await page.getByRole('heading', { name: 'Log in to see the songs you like' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: 'Login' }).first().getAttribute('href')).toBe('/auth/google?redirect=%2Ffavorites');
    await session.screenshot(page, 'accounts-favorites-signed-out');

    expect(problems()).toEqual([]);
  });

  it('when a visitor presses a like button, then they are asked to log in (spec §8)', async () => {
    const { page, problems, allowFailedLoad, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto('/');
    await appStarted();
    const button = page.locator('main ol').getByRole('button', { name: /^Like / }).first();
    await button.scrollIntoViewIfNeeded();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/favorite/')), button.click()]);
    expect(response.status()).toBe(401);
    allowFailedLoad(new URL(response.url()).pathname);
    // Spec §8: 'Unauthenticated — Please login to continue', then 'Error' with the response data: our
    // API's "Unauthenticated.", shown in the page's words.
    await page.getByText('Please login to continue').waitFor({ state: 'visible' });
    await page.getByText('Error', { exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => page.getByText('Unauthenticated', { exact: true }).count()).toBe(2);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    // Let the notifications finish sliding in.
    await settled(page.locator('div[aria-live="polite"]', { has: page.getByText('Please login to continue') }));
    await session.screenshot(page, 'accounts-visitor-like');
    expect(problems()).toEqual([]);
  });
});
