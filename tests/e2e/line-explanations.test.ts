import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, sidewaysOverflow, VIEWPORTS, type Viewport, type WatchedPage } from './helpers/browser';
import { sharedBrowserSession } from './helpers/shared-session';
import { openAsAdmin, signInAsAdmin } from './helpers/backstage';

// Issue 35, "Line explanations", the listeners' side: choosing lines and writing an explanation, the
// marked lines opening theirs (song page, the player's lyrics panel, karaoke; a sheet on a phone),
// the explanations in the server's HTML, and a mark that follows its line when the lyrics change.

const LINES = ['Hooyo macaan ayaad tahay', 'Habeen iyo maalin', 'Adigaa i koriyay', 'Kalgacal aan dhammaad lahayn', 'Waan ku jeclahay hooyo', 'Nabad iyo caano'];
const SIZES: [string, Viewport][] = [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.mobile],
];

describe('line explanations in a real browser', BROWSER_TESTS, () => {
  const session = sharedBrowserSession();
  let songId: number;
  let adminId: number;

  beforeAll(async () => {
    const { knex } = session.ctx;
    // A demo song with audio (for the player and karaoke), its lyrics made ours: plain lines, each synced 1.5 s apart.
    const song = await knex('songs').whereNull('deleted_at').whereNotNull('mp3').whereRaw(`not coalesce((meta->>'is_smart')::boolean, false)`).orderBy('id').first('id');
    songId = song.id;
    const synced = LINES.map((text, index) => ({ time: 0.5 + index * 1.5, text }));
    await knex('verses').where('song_id', songId).delete();
    await knex('verses').insert({ song_id: songId, language: 'somali', is_default: true, non_synced_lyrics: `${LINES.slice(0, 3).join('\n')}\n\n${LINES.slice(3).join('\n')}`, synced_lyrics: JSON.stringify(synced) });
    adminId = (await knex('users').where('email', 'admin@hees.test').first('id'))?.id ?? (await knex('users').where('is_admin', true).first('id')).id;
  });

  /** Publishes an explanation of lines `from`..`to` as staff would have (the queue is h1's to test). */
  async function published(from: number, to: number, body: string) {
    const { knex } = session.ctx;
    // A retried test starts over rather than adding a second copy.
    await knex('lyric_explanations').where({ song_id: songId, body }).delete();
    const verse = await knex('verses').where({ song_id: songId, is_default: true }).first('id');
    const [row] = await knex('lyric_explanations')
      .insert({ song_id: songId, verse_id: verse.id, from_line: from, to_line: to, quote: LINES.slice(from, to + 1).join('\n'), body, language: 'somali', user_id: adminId, author_name: 'Cali Xasan', status: 'published' })
      .returning('id');
    return typeof row === 'object' ? row.id : row;
  }

  async function signInAsListener(viewport: Viewport): Promise<WatchedPage> {
    const watched = await session.newPage(viewport);
    await watched.page.goto(`/auth/dev?redirect=${encodeURIComponent(`/song/${songId}`)}`);
    await watched.appStarted();
    await watched.page.getByRole('button', { name: /Demo Listener/ }).click();
    await watched.page.waitForURL(session.url(`/song/${songId}`));
    await watched.appStarted();
    return watched;
  }

  const lyricsOf = (page: Page) => page.locator('section[aria-labelledby="lyrics-heading"]');
  const lineButton = (page: Page, line: number) => lyricsOf(page).locator(`[data-line="${line}"]`);

  /** Chooses lines `from` and `to` (a second tap stretches the run) and writes the explanation. */
  async function explain(page: Page, name: string, from: number, to: number, body: string) {
    await page.getByTestId('explain-lines').click();
    await lineButton(page, from).click();
    await lineButton(page, to).click();
    await page.getByTestId('explain-write').click();
    const composer = page.getByTestId('explanation-composer');
    await composer.waitFor();
    expect(await composer.locator('blockquote').textContent()).toBe(LINES.slice(from, to + 1).join('\n'));
    // Too short first: the field says so beside it, nothing is sent.
    await composer.getByLabel('Your explanation').fill('short');
    await composer.getByRole('button', { name: 'Send explanation' }).click();
    expect(await composer.getByTestId('explanation-error').textContent()).toBe('At least 10 characters.');
    await composer.getByLabel('Your explanation').fill(body);
    expect(await composer.getByText(`${body.length} / 2000 characters`).isVisible()).toBe(true);
    await session.screenshot(page, `explanations-composer-${name}`);
    await composer.getByRole('button', { name: 'Send explanation' }).click();
    return page.getByTestId('explanation-sent');
  }

  it.each(SIZES)('a listener chooses two lines and sends an explanation: it waits for review (%s)', async (name, viewport) => {
    const { page, problems } = await signInAsListener(viewport);
    const body = `Hooyada ayaa halkan lagu ammaanayo, ${name}. Eeg https://so.wikipedia.org/wiki/Hooyo`;
    const sent = await explain(page, `listener-${name}`, 0, 1, body);
    await sent.waitFor();
    expect(await sent.getAttribute('data-status')).toBe('pending');
    expect(await sent.textContent()).toContain('Sent for review');
    if (name === 'phone') expect(await page.getByTestId('explanation-composer-box').getAttribute('data-sheet')).toBe('true');
    await session.screenshot(page, `explanations-sent-${name}`);
    const row = await session.ctx.knex('lyric_explanations').where({ song_id: songId, body }).first();
    expect(row).toMatchObject({ from_line: 0, to_line: 1, status: 'pending', quote: LINES.slice(0, 2).join('\n') });
    // Not published: the lines stay plain.
    await page.getByRole('button', { name: 'Close' }).or(page.getByRole('button', { name: 'Cancel' })).first().click();
    expect(await lyricsOf(page).locator('[data-explained]').count()).toBe(0);

    // Their page lists it, waiting, and links to the song.
    await page.goto('/me/explanations');
    const own = page.getByTestId('own-explanation').filter({ hasText: `${name}.` });
    await own.waitFor();
    expect(await own.getAttribute('data-status')).toBe('pending');
    expect(await own.getByText('Awaiting review').isVisible()).toBe(true);
    expect(await own.getByRole('link', { name: 'so.wikipedia.org' }).or(own.locator('a[rel="nofollow ugc noopener"]')).first().getAttribute('target')).toBe('_blank');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await session.screenshot(page, `explanations-mine-${name}`);
    expect(problems()).toEqual([]);
  });

  it.each(SIZES)('staff explain two lines: published at once and marked (%s)', async (name, viewport) => {
    const { page, problems } = await openAsAdmin(session, viewport, `/song/${songId}`);
    const line = name === 'desktop' ? 3 : 4;
    const sent = await explain(page, `staff-${name}`, line, line + 1, `Kalgacalka hooyo waa mid aan dhammaad lahayn (${name}).`);
    await sent.waitFor();
    expect(await sent.getAttribute('data-status')).toBe('published');
    await page.keyboard.press('Escape');
    await lineButton(page, line).and(page.locator('[data-explained="true"]')).waitFor();
    expect(await lineButton(page, line + 1).getAttribute('data-explained')).toBe('true');
    expect(problems()).toEqual([]);
  });

  it('a published explanation opens beside its line by click and by keyboard, and is in the server’s HTML', async () => {
    const body = 'Habeen iyo maalin: hooyadu weligeed way shaqaysaa. https://example.org/hooyo.';
    const id = await published(1, 2, body);
    const { page, problems, allowFailedLoad } = await session.newPage(VIEWPORTS.desktop);
    allowFailedLoad(`/api/explanations/${id}/vote`);
    await page.goto(`/song/${songId}`);
    const mark = lineButton(page, 1);
    expect(await mark.getAttribute('data-explained')).toBe('true');
    await mark.click();
    const popover = page.getByTestId('explanation-popover');
    await popover.waitFor();
    const card = popover.locator(`[data-explanation-id="${id}"]`);
    expect(await card.locator('blockquote').textContent()).toBe(LINES.slice(1, 3).join('\n'));
    expect(await card.getByText(/Cali Xasan · /).isVisible()).toBe(true);
    const link = card.getByRole('link', { name: 'https://example.org/hooyo' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await card.locator('p[lang="so"][dir="ltr"]').count()).toBe(1);
    // Beside the line: just under it, not at the foot of the lyrics. Both boxes read in one go: the
    // popover scrolls itself into view smoothly (floating.tsx), so two reads apart can straddle a scroll.
    const { lineBox, popBox } = await mark.evaluate((line) => {
      const box = (element: Element | null) => element!.getBoundingClientRect().toJSON() as DOMRect;
      return { lineBox: box(line), popBox: box(document.querySelector('[data-testid="explanation-popover"]')) };
    });
    expect(popBox.y - (lineBox.y + lineBox.height)).toBeLessThan(20);
    expect(popBox.y).toBeGreaterThan(lineBox.y);
    await session.screenshot(page, 'explanations-popover-desktop');
    // A visitor's upvote is asked to sign in, as a like is.
    await card.getByTestId('explanation-vote').click();
    await page.getByText('Please login').or(page.getByText(/log ?in/i)).first().waitFor();
    // Escape closes it and gives the focus back to the line; Enter opens it again.
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    // The focus goes back to the line once the card has gone (a render after it).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-line'))).toBe('1');
    await page.keyboard.press('Enter');
    await popover.waitFor();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });

    // The server's HTML (no JavaScript): the explanation under the lyrics, its lines quoted.
    const crawler = await session.newPage(VIEWPORTS.desktop, { javaScriptEnabled: false });
    await crawler.page.goto(`/song/${songId}`);
    const section = crawler.page.getByTestId('explanations-section');
    expect(await section.locator(`#explanation-${id} blockquote`).textContent()).toBe(LINES.slice(1, 3).join('\n'));
    expect(await section.locator(`#explanation-${id}`).textContent()).toContain('Habeen iyo maalin: hooyadu weligeed way shaqaysaa.');
    expect(await section.locator(`#explanation-${id} a`).getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(problems()).toEqual([]);
  });

  it('on a phone the explanation is a bottom sheet; a signed-in listener upvotes it', async () => {
    const { page, problems } = await signInAsListener(VIEWPORTS.mobile);
    const mark = lineButton(page, 1);
    await mark.click();
    const sheet = page.getByTestId('explanation-popover');
    await sheet.waitFor();
    expect(await sheet.getAttribute('data-sheet')).toBe('true');
    const box = await sheet.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(VIEWPORTS.mobile.height);
    expect(box!.width).toBe(VIEWPORTS.mobile.width);
    const vote = sheet.getByTestId('explanation-vote').first();
    await vote.click();
    await expect.poll(() => vote.getAttribute('aria-pressed')).toBe('true');
    expect(await vote.getByTestId('explanation-votes').textContent()).toBe('1 vote');
    await session.screenshot(page, 'explanations-sheet-phone');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The focus goes back to the line once the card has gone (a render after it).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-line'))).toBe('1');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems()).toEqual([]);
  });

  it.each(SIZES)('the player’s lyrics panel marks the line and opens its explanation (%s)', async (name, viewport) => {
    const { page, problems } = await session.newPage(viewport);
    await page.goto(`/song/${songId}`);
    await page.locator('main').getByRole('button', { name: /^Play/ }).first().click();
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('button', { name: 'Lyrics' }).click();
    // The player's panel (the song page's own lyrics are a region named Lyrics too).
    const panel = page.locator('section[aria-label="Lyrics"]');
    const mark = panel.locator('[data-line="1"][data-explained="true"]');
    await mark.waitFor();
    await mark.click();
    const popover = page.getByTestId('explanation-popover');
    await popover.waitFor();
    expect(await popover.getByText('Habeen iyo maalin: hooyadu weligeed way shaqaysaa.', { exact: false }).count()).toBe(1);
    if (name === 'phone') expect(await popover.getAttribute('data-sheet')).toBe('true');
    await session.screenshot(page, `explanations-player-${name}`);
    // Escape closes the explanation, not the panel; the focus is on the line again.
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await panel.isVisible()).toBe(true);
    // The focus goes back to the line once the card has gone (a render after it).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-line'))).toBe('1');
    // By keyboard too.
    await page.keyboard.press('Enter');
    await popover.waitFor();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(problems()).toEqual([]);
  });

  it('karaoke marks an explained line and opens its explanation as a sheet', async () => {
    const { page, problems } = await session.newPage(VIEWPORTS.desktop);
    await page.goto(`/song/${songId}/karaoke`);
    // → moves line by line: to the second line, which is explained.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-karaoke-line="1"]').waitFor();
    const open = page.getByRole('button', { name: 'Explanation of this line' });
    await open.waitFor();
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('explanation-popover');
    await sheet.waitFor();
    expect(await sheet.getAttribute('data-sheet')).toBe('true');
    await session.screenshot(page, 'explanations-karaoke');
    // Escape closes the sheet and stays in karaoke.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/song/${songId}/karaoke`);
    expect(problems()).toEqual([]);
  });

  it('when the lyrics change, the mark follows its line', async () => {
    const body = 'Adigaa i koriyay: mahadnaqa hooyada ee korinta.';
    await session.ctx.knex('lyric_explanations').where({ song_id: songId }).update({ status: 'rejected' });
    await published(2, 2, body);
    const { page, problems } = await signInAsAdmin(session, VIEWPORTS.desktop);
    // A listener sends the lyrics with a new first line; staff approve them as the default version (the real path).
    const changed = ['Hees cusub oo hooyo ah', ...LINES];
    const sent = await page.evaluate(async ({ id, lyrics }) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11));
      const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': xsrf };
      const submitted = await (await fetch(`/api/song/${id}/lyrics`, { method: 'POST', headers, body: JSON.stringify({ lyrics }) })).json();
      const approved = await fetch(`/api/backstage/lyrics/${submitted.data.id}/approve`, { method: 'POST', headers, body: JSON.stringify({ make_default: true }) });
      return approved.status;
    }, { id: songId, lyrics: changed.join('\n') });
    expect(sent).toBe(200);
    await page.goto(`/song/${songId}`);
    const moved = lineButton(page, 3);
    expect(await moved.getAttribute('data-explained')).toBe('true');
    expect(await moved.textContent()).toContain(LINES[2]);
    expect(await lyricsOf(page).locator('[data-explained="true"]').count()).toBe(1);
    await moved.click();
    expect(await page.getByTestId('explanation-popover').getByText(body).isVisible()).toBe(true);
    expect(problems()).toEqual([]);
  });
});
