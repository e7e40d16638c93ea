import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS, VIEWPORTS, type Viewport } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';

// Issue 35, "Follow artists": a listener follows an artist on its page, the count moves and the state
// survives a reload, and a new song of that artist shows on home under "New from artists you follow".

describe('following an artist in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  async function artistWithSongs(offset: number): Promise<{ id: number; name: string }> {
    return session.ctx.knex('artists').whereNull('deleted_at').whereExists(session.ctx.knex('songs').whereRaw('songs.artist_id = artists.id')).orderBy('id').offset(offset).first('id', 'name');
  }

  async function followsAndSongsFromBefore(listenerId: number, songName: string) {
    // A retried attempt starts from where the first began: no follows, no song of the test's own.
    await session.ctx.knex('artist_follows').where('user_id', listenerId).delete();
    await session.ctx.knex('songs').where('name', songName).delete();
  }

  for (const [name, viewport, offset] of [['1280', VIEWPORTS.desktop, 0], ['390', VIEWPORTS.mobile, 1]] as [string, Viewport, number][]) {
    it(`follows an artist on its page and sees their new song on home (${name} px)`, async () => {
      const knex = session.ctx.knex;
      const listener = await knex('users').where('email', 'listener@hees.test').first();
      const artist = await artistWithSongs(offset);
      const songName = `Heesta cusub ${name}`;
      await followsAndSongsFromBefore(listener.id, songName);
      const { page, problems, appStarted } = await session.newPage(viewport);

      // Sign in as the demo listener, coming back to the artist's page.
      await page.goto(`/auth/dev?redirect=${encodeURIComponent(`/artist/${artist.id}`)}`);
      await appStarted();
      await page.getByRole('button', { name: /Demo Listener/ }).click();
      await page.waitForURL(session.url(`/artist/${artist.id}`));
      await appStarted();

      const hero = page.locator('main header').first();
      const button = hero.getByTestId('follow-button');
      const count = hero.getByTestId('followers-count');
      await expect.poll(() => count.textContent()).toBe('0 followers');
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      expect(await button.textContent()).toBe('Follow');
      await session.screenshot(page, `follow-artists-before-${name}`);

      await button.click();
      await hero.locator('[data-testid="follow-button"][aria-pressed="true"]').waitFor();
      expect(await button.textContent()).toBe('Following');
      await expect.poll(() => count.textContent()).toBe('1 follower');
      expect(await knex('artist_follows').where({ user_id: listener.id, artist_id: artist.id }).first()).toBeDefined();
      await session.screenshot(page, `follow-artists-following-${name}`);

      // The state is the server's: a reload shows it again.
      await page.reload();
      await appStarted();
      await hero.locator('[data-testid="follow-button"][aria-pressed="true"]').waitFor();
      expect(await count.textContent()).toBe('1 follower');

      // The player shows the same state for the artist of the song it plays.
      await page.locator('main').getByRole('button', { name: /^Play: / }).first().click();
      const player = page.getByRole('region', { name: 'Player' });
      await player.locator('[data-testid="follow-button"][aria-pressed="true"]').waitFor();
      expect(await player.getByTestId('follow-button').getAttribute('aria-label')).toBe(`Unfollow ${artist.name}`);
      await session.screenshot(page, `follow-artists-player-${name}`);

      // A new song of the artist (as staff would add it) shows on home under "New from artists you follow".
      await knex('songs').insert({ name: songName, slug: `heesta-cusub-${name}-${Date.now()}`, artist_id: artist.id });
      await page.goto('/');
      await appStarted();
      const news = page.getByTestId('new-from-followed');
      await news.getByRole('heading', { name: /New from artists you follow/ }).waitFor();
      await news.getByText(songName).first().waitFor();
      await news.scrollIntoViewIfNeeded();
      await session.screenshot(page, `follow-artists-home-${name}`);
      expect(problems()).toEqual([]);
    });
  }

  for (const [name, viewport, offset] of [['1280', VIEWPORTS.desktop, 3], ['390', VIEWPORTS.mobile, 4]] as [string, Viewport, number][]) {
    it(`follows and unfollows from search results, the page's states asked in one call (${name} px)`, async () => {
      const knex = session.ctx.knex;
      const listener = await knex('users').where('email', 'listener@hees.test').first();
      const artist = await artistWithSongs(offset);
      await knex('artist_follows').where({ user_id: listener.id, artist_id: artist.id }).delete();
      await knex('artist_follows').insert({ user_id: listener.id, artist_id: artist.id });
      const { page, problems, appStarted } = await session.newPage(viewport);
      const stateAsks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/follow/artist')) stateAsks.push(new URL(request.url()).pathname + new URL(request.url()).search);
      });
      const searchUrl = `/search?${new URLSearchParams({ query: artist.name })}`;
      await page.goto(`/auth/dev?redirect=${encodeURIComponent(searchUrl)}`);
      await appStarted();
      await page.getByRole('button', { name: /Demo Listener/ }).click();
      await page.waitForURL(session.url(searchUrl));
      await appStarted();

      const artists = page.getByRole('region', { name: 'Artists' });
      const badge = artists.getByRole('button', { name: `Unfollow ${artist.name}` });
      await badge.waitFor();
      expect(await badge.getAttribute('aria-pressed')).toBe('true');
      // Every artist card's state came from one ask.
      expect(stateAsks.filter((url) => url.startsWith('/api/follow/artists?ids='))).toHaveLength(1);
      expect(stateAsks.filter((url) => url.startsWith('/api/follow/artist/'))).toEqual([]);
      await session.screenshot(page, `follow-artists-search-${name}`);

      await badge.click();
      await artists.getByRole('button', { name: `Follow ${artist.name}` }).waitFor();
      await expect.poll(async () => knex('artist_follows').where({ user_id: listener.id, artist_id: artist.id }).first()).toBeUndefined();
      await artists.getByRole('button', { name: `Follow ${artist.name}` }).click();
      await artists.getByRole('button', { name: `Unfollow ${artist.name}` }).waitFor();
      await expect.poll(async () => knex('artist_follows').where({ user_id: listener.id, artist_id: artist.id }).first()).toBeDefined();
      expect(problems()).toEqual([]);
    });
  }

  it('asks a visitor who presses Follow to log in, and follows no one', async () => {
    const artist = await artistWithSongs(2);
    const before = await session.ctx.knex('artist_follows').where('artist_id', artist.id).count<{ n: string }[]>({ n: '*' }).first();
    const { page, appStarted, allowFailedLoad } = await session.newPage(VIEWPORTS.mobile);
    allowFailedLoad(`/api/follow/artist/${artist.id}`);
    await page.goto(`/artist/${artist.id}`);
    await appStarted();
    await page.locator('main header').getByTestId('follow-button').click();
    await page.getByText('Please login to continue').waitFor();
    await session.screenshot(page, 'follow-artists-visitor-390');
    expect(await session.ctx.knex('artist_follows').where('artist_id', artist.id).count<{ n: string }[]>({ n: '*' }).first()).toEqual(before);
    // Home has no news band for a visitor.
    await page.goto('/');
    await appStarted();
    expect(await page.getByTestId('new-from-followed').count()).toBe(0);
  });
});
