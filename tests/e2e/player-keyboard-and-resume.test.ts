import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BROWSER_TESTS, sidewaysOverflow, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport } from './helpers/browser';
import { giveLongRecording, playingAudio } from './helpers/player';

// Issue 31, items 12, 13 and 15: the player after a reload, its title on a phone, and the keyboard.

type Audio = NonNullable<Awaited<ReturnType<typeof playingAudio>>>;

/** Polls the audio the listener hears until `check` holds, and returns it as it was then. */
async function audioWhen(page: Page, check: (audio: Audio) => boolean, what: string): Promise<Audio> {
  let last: Audio | null = null;
  await expect.poll(async () => (last = await playingAudio(page)), { message: `waiting for ${what}`, timeout: 20_000 }).toSatisfy((audio: Audio | null) => audio !== null && check(audio));
  return last!;
}

/** The name of what has the focus, and the player panel (a labelled section) it is in, if any. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const panel = element?.closest('section[aria-label]');
    return { name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '', tag: element?.tagName.toLowerCase(), in: panel?.getAttribute('aria-label') ?? null };
  });

/** Where a part of the title line is drawn, against the line's own box (what is inside it shows). */
const placed = async (line: Locator, part: Locator) =>
  part.evaluate(
    (element, box) => {
      const r = element.getBoundingClientRect();
      const b = box!.getBoundingClientRect();
      return { left: Math.round(r.left - b.left), right: Math.round(b.right - r.right), top: Math.round(r.top - b.top), bottom: Math.round(b.bottom - r.bottom) };
    },
    await line.elementHandle(),
  );

const PHONE_TITLE = 'Roobka Jiilaalka';
const PHONE_ARTIST = 'Maxamed Mooge';
const LONG_TITLE = 'Hooyo Macaan Waa Adiga Nuurka Noloshayda Iyo Jacaylka Aan Weligiis Dhamaanayn Ee Qalbigayga Ku Jira Weligiis';

describe('the player after a reload, on a phone, and from the keyboard', BROWSER_TESTS, () => {
  let session: BrowserSession;
  /** The longest demo recording with lyrics (15 s), so it still plays after a pause and a reload. */
  let song: { id: number; name: string };
  /** A song with lyrics given a recording long enough to be still playing after a reload and the keyboard's walk. */
  let keyboardSong: { id: number; name: string };
  let phoneSong: { id: number; name: string };
  let longSong: { id: number; name: string };

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    const withAudio = () => knex('songs').whereNotNull('mp3').whereNull('deleted_at');
    song = await withAudio()
      .whereExists(knex('verses').whereRaw('verses.song_id = songs.id'))
      .orderBy([{ column: 'duration_seconds', order: 'desc' }, 'id'])
      .first('id', 'name');
    const [phone, long] = await withAudio().whereNot('id', song.id).orderBy('id').limit(2).select('id', 'artist_id');
    keyboardSong = await withAudio()
      .whereExists(knex('verses').whereRaw('verses.song_id = songs.id'))
      .whereNotIn('id', [song.id, phone.id, long.id])
      .orderBy('id')
      .first('id', 'name');
    await giveLongRecording(session, keyboardSong.id);
    // A name of the length that showed as 'Roob …', and one longer than any phone's line.
    await knex('songs').where('id', phone.id).update({ name: PHONE_TITLE });
    await knex('artists').where('id', phone.artist_id).update({ name: PHONE_ARTIST });
    await knex('songs').where('id', long.id).update({ name: LONG_TITLE });
    phoneSong = { id: phone.id, name: PHONE_TITLE };
    longSong = { id: long.id, name: LONG_TITLE };
  });
  afterAll(async () => session?.close());

  /** A new page on a song's page, the app started. */
  async function openSongPage(viewport: Viewport, { id }: { id: number }) {
    const watched = await session.newPage(viewport);
    await watched.page.goto(`/song/${id}`);
    await watched.appStarted();
    return watched;
  }

  /** Presses the song's Play button on its page: the player bar it brings up. */
  async function play(page: Page, { name }: { name: string }) {
    await page.getByRole('button', { name: `Play: ${name}` }).first().click();
    return page.getByRole('region', { name: 'Player' });
  }

  it('a reload brings the song back where it was, paused, and Play goes on from there (item 12)', async () => {
    const { page, problems } = await openSongPage(VIEWPORTS.desktop, song);
    const player = await play(page, song);
    await audioWhen(page, (a) => !a.paused && a.time > 3, 'three seconds of the song');
    await player.getByRole('button', { name: 'Pause' }).click();
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    const pausedAt = (await playingAudio(page))!.time;
    const clock = `0:${String(Math.floor(pausedAt)).padStart(2, '0')}`;

    await page.reload();
    await player.getByRole('link', { name: song.name }).waitFor();
    // Paused, nothing loaded yet, the clock and the slider where the song was.
    expect(await player.getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true);
    expect(await playingAudio(page)).toBeNull();
    expect(await player.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toMatch(new RegExp(`^${clock} of 0:1\\d$`));
    expect(await player.getByText(clock, { exact: true }).isVisible()).toBe(true);
    expect(Number(await player.getByRole('slider', { name: 'Seek' }).inputValue())).toBeGreaterThan(150);
    await session.screenshot(page, 'player-after-reload');

    await player.getByRole('button', { name: 'Play', exact: true }).click();
    const resumed = await audioWhen(page, (a) => !a.paused && a.time > 0, 'the song to go on');
    expect(resumed.time).toBeGreaterThanOrEqual(pausedAt - 0.3);
    expect(problems()).toEqual([]);
  });

  it('on a phone, shows a title of a few words whole, with the artist, without moving (item 13)', async () => {
    const { page, problems } = await openSongPage(VIEWPORTS.mobile, phoneSong);
    const player = await play(page, phoneSong);
    const title = player.getByRole('link', { name: phoneSong.name });
    await title.waitFor();
    await audioWhen(page, (a) => !a.paused, 'the song');
    const line = player.getByTestId('player-title');
    const artist = line.locator(':scope > div > span:not([aria-hidden])');
    expect(await artist.textContent()).toBe(PHONE_ARTIST);
    for (const part of [title, artist]) {
      const at = await placed(line, part);
      expect(Math.min(at.left, at.right)).toBeGreaterThanOrEqual(0);
    }
    expect(await line.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    // The controls are still all there, below the title.
    for (const name of ['Previous', 'Pause', 'Next', 'Lyrics', 'Recently played']) expect(await player.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    expect((await player.getByRole('button', { name: 'Pause' }).boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y);
    expect(await sidewaysOverflow(page)).toBe(0);
    await session.screenshot(page, 'player-phone-title');
    expect(problems()).toEqual([]);
  });

  it('on a phone, glides a title too long for the line to its end and back, or wraps it with reduced motion (item 13)', async () => {
    const { page, problems } = await openSongPage(VIEWPORTS.mobile, longSong);
    const player = await play(page, longSong);
    const title = player.getByRole('link', { name: longSong.name });
    await title.waitFor();
    const line = player.getByTestId('player-title');
    await expect.poll(() => line.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(1);
    // Held at the far end of its first glide: the end of the line (the artist) is inside the box.
    await line.evaluate((element) => {
      const glide = element.getAnimations({ subtree: true })[0]!;
      glide.pause();
      glide.currentTime = Number(glide.effect!.getComputedTiming().duration) * 0.92;
    });
    const artist = line.locator(':scope > div > span:not([aria-hidden])');
    expect((await placed(line, artist)).right).toBeGreaterThanOrEqual(0);
    expect((await placed(line, title)).left).toBeLessThan(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await session.screenshot(page, 'player-phone-long-title-glided');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => line.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    // The stylesheet stops the glide at once (its reduced-motion rule); the line wraps when the app
    // hears the media query change and renders again, a task later: wait for that, not the stop.
    await line.locator('[data-wrap]').waitFor();
    // Two lines, clamped, the whole name in the link's title; still inside the bar.
    const wrapped = await title.evaluate((element) => {
      const words = element.parentElement!;
      const style = getComputedStyle(words);
      return { lines: Math.round(words.getBoundingClientRect().height / parseFloat(style.lineHeight)), clamp: style.getPropertyValue('-webkit-line-clamp'), whole: element.getAttribute('title') };
    });
    expect(wrapped).toEqual({ lines: 2, clamp: '2', whole: longSong.name });
    expect((await placed(line, title)).left).toBeGreaterThanOrEqual(0);
    const bar = (await player.boundingBox())!;
    const box = (await line.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y);
    const pause = (await player.getByRole('button', { name: 'Pause' }).boundingBox())!;
    expect(pause.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
    expect(pause.y + pause.height).toBeLessThanOrEqual(bar.y + bar.height - 2);
    await session.screenshot(page, 'player-phone-long-title-reduced-motion');
    expect(problems()).toEqual([]);
  });

  for (const [screen, viewport] of [['a desktop', VIEWPORTS.desktop], ['a phone', VIEWPORTS.mobile]] as const) {
    it(`on ${screen}: a skip link to the player, panels that take the focus and close on Escape, Space and K (item 15)`, async () => {
      const { page, problems } = await openSongPage(viewport, keyboardSong);
      // No player yet: no skip link to it.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: 'Skip to content' });
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).not.toBe('Skip to the player');

      const player = await play(page, keyboardSong);
      await audioWhen(page, (a) => !a.paused && a.time > 0.2, 'the song');
      await page.reload();
      await player.waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ name: 'Skip to the player', tag: 'a' });
      await session.screenshot(page, `player-skip-link-${viewport.width}`);
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ name: 'Play', in: 'Player' });
      await page.keyboard.press('Enter');
      await player.getByRole('button', { name: 'Pause' }).waitFor();

      for (const panel of ['Lyrics', 'Recently played']) {
        const toggle = player.getByRole('button', { name: panel, exact: true });
        await toggle.focus();
        await page.keyboard.press('Enter');
        // The panel the button controls (the song page has a Lyrics section of its own).
        const opened = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await opened.waitFor();
        await expect.poll(() => focused(page)).toMatchObject({ in: panel });
        if (panel === 'Lyrics') await session.screenshot(page, `player-lyrics-focused-${viewport.width}`);
        await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'detached' });
        expect(await focused(page)).toMatchObject({ name: panel, in: 'Player' });
      }

      // The focus on no control (the page's text): Space pauses, K plays again.
      await page.locator('main h1').first().click();
      expect(['main', 'body']).toContain((await focused(page)).tag);
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
      await audioWhen(page, (a) => a.paused, 'the pause');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.keyboard.press('k');
      await player.getByRole('button', { name: 'Pause' }).waitFor();
      await audioWhen(page, (a) => !a.paused, 'the song again');

      // In a field, K and Space are typed; on a button, Space presses it.
      const search = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
      if (await search.isVisible()) {
        await search.click();
        await page.keyboard.type('k k');
        expect(await search.inputValue()).toBe('k k');
        expect(await player.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
      }
      await player.getByRole('button', { name: 'Recently played', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.locator(`[id="${await player.getByRole('button', { name: 'Recently played', exact: true }).getAttribute('aria-controls')}"]`).waitFor();
      expect(await player.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
      expect(problems()).toEqual([]);
    });
  }
});
