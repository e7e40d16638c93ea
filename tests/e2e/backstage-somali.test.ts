import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS, sidewaysOverflow, VIEWPORTS } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { openAsAdmin, signInAsAdmin, wholePage } from './helpers/backstage';
import { CATALOGUES, type MessageId } from '@common/i18n/catalogue';

// Issue 31 item 8: staff are Somali speakers. A Somali browser gets backstage in Somali: the section
// strip, a list (search, trash tab, count, columns), the song form's fields, a form (its fields,
// Save/Create, trash, history) and the notice after a save; the switch in the header turns it to English.

describe('backstage in Somali in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();

  for (const [name, viewport] of [['desktop', VIEWPORTS.desktop], ['mobile', VIEWPORTS.mobile]] as const) {
    it(`at ${viewport.width} px: the strip, a list, a form and the notice after a save are Somali; the switch turns them English`, async () => {
      const { page, problems } = await signInAsAdmin(session, viewport, 'so');
      const strip = page.getByRole('navigation', { name: 'Qaybaha Backstage' });
      expect(await strip.getByRole('link').allTextContents()).toEqual([
        'Fanaaniinta', 'Heesaha', 'Albamyada', 'Munaasabadaha', 'Bogagga', 'Liisaska heesaha', 'Wararka', 'Culimada', 'Mawduucyada', 'Casharrada', 'Podcasts',
      ]);
      expect(await page.getByRole('button', { name: 'Soomaali' }).getAttribute('aria-pressed')).toBe('true');
      await wholePage(session, page, `backstage-so-dashboard-${name}`);

      // A list: search, the tabs, the count and the columns.
      await strip.getByRole('link', { name: 'Heesaha', exact: true }).click();
      await page.waitForURL(session.url('/backstage/songs'));
      await page.getByRole('heading', { name: 'Heesaha', level: 1 }).waitFor();
      await page.getByRole('searchbox', { name: 'Raadi heesaha' }).waitFor();
      expect(await page.getByRole('button', { name: 'Raadi', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Qashinka', exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(/^\d+ heesood$/).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Dhammaan heesaha' }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page), `the songs list is wider than the ${name} window`).toBe(0);
      await wholePage(session, page, `backstage-so-songs-${name}`);

      // A form converted with the others: the song form's fields, pickers and lyrics editor.
      await page.getByRole('link', { name: 'Ku dar', exact: true }).click();
      await page.waitForURL(session.url('/backstage/songs/create'));
      await page.getByRole('heading', { name: 'Hees cusub' }).waitFor();
      expect(await page.getByLabel('Fannaankii asalka ahaa').isVisible()).toBe(true);
      expect(await page.getByRole('group', { name: 'Dadka ka qayb qaatay' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Ku dar nuqul erayo' }).isVisible()).toBe(true);

      // A form, and the notice after its save.
      await strip.getByRole('link', { name: 'Fanaaniinta', exact: true }).click();
      await page.waitForURL(session.url('/backstage/artists'));
      await page.getByRole('link', { name: 'Ku dar', exact: true }).click();
      await page.waitForURL(session.url('/backstage/artists/create'));
      await page.getByRole('heading', { name: 'Fannaan cusub' }).waitFor();
      expect(await page.getByRole('link', { name: 'Ka noqo' }).isVisible()).toBe(true);
      const artist = `Hodan Cabdi ${name}`;
      await page.getByLabel('Magaca', { exact: true }).fill(artist);
      await page.getByRole('button', { name: 'Ku dar', exact: true }).click();
      await page.waitForURL(/\/backstage\/artists\/\d+\/edit$/);
      const notice = page.locator('div[aria-live="polite"] [data-type="success"]');
      await notice.getByText(`Waa lagu daray ${artist}.`).waitFor();
      expect(await notice.getByText('Guul').isVisible()).toBe(true);
      await page.getByRole('heading', { name: 'Taariikhda' }).waitFor();
      expect(await page.getByRole('button', { name: 'Kaydi' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'U dir qashinka' }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page), `the edit screen is wider than the ${name} window`).toBe(0);
      await wholePage(session, page, `backstage-so-artist-edit-${name}`);

      // The switch in the header: the same screen in English.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'English' }).click()]);
      await page.getByRole('heading', { name: 'History' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Backstage sections' }).getByRole('link', { name: 'Artists', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
      expect(problems()).toEqual([]);
    });
  }

  // A public page carries the public site's messages only (server/i18n/i18n.props.ts): the first
  // backstage page reached from it by an Inertia visit brings the staff area's words with it.
  it('reached from the public site through the menu, the backstage still speaks Somali', async () => {
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, '/', 'so');
    // The messages the app started with: the file its start script names (server/inertia/page-messages.ts).
    const publicMessages = await page.evaluate(async () =>
      Object.keys(await (await fetch(document.querySelector('script[data-entry]')!.getAttribute('data-messages')!)).json()),
    );
    expect(publicMessages.some((id: string) => id.startsWith('backstage.'))).toBe(false);
    await page.getByRole('button', { name: 'Fur liiska' }).click();
    const menu = page.getByRole('dialog', { name: 'Liiska' });
    await menu.waitFor({ state: 'visible' });
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await menu.getByRole('link', { name: 'Backstage' }).click();
    await page.waitForURL(session.url('/backstage'));
    const strip = page.getByRole('navigation', { name: 'Qaybaha Backstage' });
    await strip.waitFor();
    expect(await strip.getByRole('link').first().textContent()).toBe('Fanaaniinta');
    expect(await page.getByRole('link', { name: 'Eeg mareegta' }).isVisible()).toBe(true);
    // The same document: the app visited the backstage, it was not loaded in full.
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.locator('body').textContent()).not.toMatch(/backstage\.[a-z]/);
    await wholePage(session, page, 'backstage-so-from-public-site');
    expect(problems()).toEqual([]);
  });

  // The server's own words: a field error its validation wrote, a panel's JSON message, a date on a list.
  for (const [name, viewport] of [['desktop', VIEWPORTS.desktop], ['mobile', VIEWPORTS.mobile]] as const) {
    it(`at ${viewport.width} px: the server's field errors, a curation panel's message and a list's dates are Somali`, async () => {
      const { page, problems } = await signInAsAdmin(session, viewport, 'so');

      // A curation panel on the dashboard: fix no audio refuses a video id that is none, in Somali.
      const form = page.locator('form:has(#no-audio-video)');
      await form.locator('#no-audio-video').fill('not a video');
      await form.getByRole('button', { name: 'Kaydi' }).click();
      const warning = page.locator('div[aria-live="polite"] [data-type="warning"]');
      await warning.getByText('Qor xiriir daawasho YouTube, xiriir youtu.be ama aqoonsiga fiidiyowga oo 11 xaraf ah.').waitFor();
      await wholePage(session, page, `backstage-so-panel-message-${name}`);

      // A page form: a name of spaces passes the browser's check, the server's refusal shows under the field.
      await page.goto(session.url('/backstage/artists/create'));
      await page.getByRole('heading', { name: 'Fannaan cusub' }).waitFor();
      await page.getByLabel('Magaca', { exact: true }).fill('   ');
      await page.getByRole('button', { name: 'Ku dar', exact: true }).click();
      await page.getByText('Magaca waa lagama maarmaan.').waitFor();
      expect(await page.getByText('The name is required.').count()).toBe(0);
      await wholePage(session, page, `backstage-so-field-error-${name}`);

      // A list's dates, written by the one shared formatter with the catalogue's Somali month names, the
      // same in the server's render and the browser's (no hydration error among the problems below).
      await page.goto(session.url('/backstage/events'));
      await page.getByRole('heading', { name: 'Munaasabadaha', level: 1 }).waitFor();
      const dates = await page.locator('table td').filter({ hasText: /\d{4}/ }).allTextContents();
      expect(dates.length).toBeGreaterThan(0);
      const months = new Set(Array.from({ length: 12 }, (_, i) => CATALOGUES.so[`month.short.${i + 1}` as MessageId]));
      for (const date of dates) {
        const [, month] = /^\d{1,2} (\S+) \d{4}, \d{2}:\d{2}$/.exec(date) ?? [];
        expect(months.has(month ?? ''), date).toBe(true);
      }
      await wholePage(session, page, `backstage-so-event-dates-${name}`);
      // The refused video id's 422 is the point; nothing else went wrong (a date differing between the
      // server's render and the browser's would show here as React's hydration error).
      expect(problems().filter((text) => !text.includes('status of 422'))).toEqual([]);
    });
  }
});
