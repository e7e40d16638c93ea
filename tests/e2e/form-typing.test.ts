import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { openAsAdmin } from './helpers/backstage';
import { PREFETCH_HOVER_MS } from '../../resources/js/lib/hover-prefetch';

/**
 * Typing into a form the moment it appears keeps what was typed. A link clicked within the 75 ms of
 * its hover prefetch (resources/js/lib/hover-prefetch.ts) used to prefetch it anyway once the visit
 * had arrived, and Inertia put that answer on screen again, remounting the page: the song form's name
 * was lost this way in CI now and then. Here the fields are filled in the task that shows the form.
 */
describe('a form filled the moment it appears', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  it('keeps what was typed when the link was clicked within the hover prefetch’s delay', async () => {
    const { page } = await openAsAdmin(session, VIEWPORTS.desktop, '/backstage/songs');
    const create = session.url('/backstage/songs/create');
    const prefetchesOfTheShownPage: string[] = [];
    page.on('request', (sent) => {
      if (sent.url() === create && sent.headers()['purpose'] === 'prefetch' && page.url() === create) prefetchesOfTheShownPage.push(sent.url());
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      // Marks when the link's hover prefetch would have gone: a timer of the same delay set at the
      // press, so after the app's (set when the pointer came onto the link), fires after that one has;
      // the next task lets a request it started leave.
      await page.evaluate((delay) => {
        const w = window as unknown as { prefetchDue?: boolean };
        w.prefetchDue = false;
        window.addEventListener('pointerdown', () => setTimeout(() => setTimeout(() => (w.prefetchDue = true)), delay), { capture: true, once: true });
      }, PREFETCH_HOVER_MS);
      await page.evaluate(() => {
        const type = (input: HTMLInputElement, value: string) => {
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const observer = new MutationObserver(() => {
          const name = document.querySelector<HTMLInputElement>('#song-name');
          const released = document.querySelector<HTMLInputElement>('#song-released');
          if (!name || !released) return;
          observer.disconnect();
          type(name, 'Dhulkayga Hooyo');
          type(released, '1991');
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      // Playwright's click moves the pointer onto the link and clicks at once: well within 75 ms.
      await page.getByRole('link', { name: 'Create' }).click();
      await page.waitForURL(session.url('/backstage/songs/create'));
      await expect.poll(() => page.locator('#song-released').inputValue()).toBe('1991');
      // By then a late prefetch would have been sent: it is in prefetchesOfTheShownPage (checked below).
      await page.waitForFunction(() => (window as unknown as { prefetchDue?: boolean }).prefetchDue);
      expect(await page.locator('#song-name').inputValue()).toBe('Dhulkayga Hooyo');
      expect(await page.locator('#song-released').inputValue()).toBe('1991');
      await page.goBack();
      await page.waitForURL(session.url('/backstage/songs'));
      await page.getByRole('link', { name: 'Create' }).waitFor();
    }
    // (Hovering Create on the way back may prefetch it for the next click: that is the feature.)
    expect(prefetchesOfTheShownPage).toEqual([]);
  });
});
