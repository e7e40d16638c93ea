import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { playingAudio } from './helpers/player';

// Issue 31, item 12: the player after a reload.

type Audio = NonNullable<Awaited<ReturnType<typeof playingAudio>>>;

/** Polls the audio the listener hears until `check` holds, and returns it as it was then. */
async function audioWhen(page: Page, check: (audio: Audio) => boolean, what: string): Promise<Audio> {
  let last: Audio | null = null;
  await expect.poll(async () => (last = await playingAudio(page)), { message: `waiting for ${what}`, timeout: 20_000 }).toSatisfy((audio: Audio | null) => audio !== null && check(audio));
  return last!;
}

describe('the player after a reload', BROWSER_TESTS, () => {
  let session: BrowserSession;
  /** The longest demo recording with lyrics (15 s), so it still plays after a pause and a reload. */
  let song: { id: number; name: string };

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    const withAudio = () => knex('songs').whereNotNull('mp3').whereNull('deleted_at');
    song = await withAudio()
      .whereExists(knex('verses').whereRaw('verses.song_id = songs.id'))
      .orderBy([{ column: 'duration_seconds', order: 'desc' }, 'id'])
      .first('id', 'name');
  });
  afterAll(async () => session?.close());

  it('a reload brings the song back where it was, paused, and Play goes on from there (item 12)', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto(`/song/${song.id}`);
    await appStarted();
    await page.getByRole('button', { name: `Play: ${song.name}` }).first().click();
    const player = page.getByRole('region', { name: 'Player' });
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

});
