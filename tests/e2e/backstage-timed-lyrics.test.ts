import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { giveLongRecording } from './helpers/player';
import { openAsAdmin, wholePage } from './helpers/backstage';

const LINES = ['Hooyo macaan, hooyo macaan', 'Adaa i koriyay, adaa i barbaariyay', 'Naxariistaada ma illoobayo'];

/**
 * Waits, in the page (every animation frame), for the editor's own audio to reach `seconds`: the key
 * pressed next lands within a frame or so of that moment.
 */
async function untilEditorReaches(page: Page, seconds: number) {
  const audio = await page.locator('audio').elementHandle();
  await page.waitForFunction(([element, at]) => (element as HTMLAudioElement).currentTime >= at, [audio, seconds] as const, { timeout: 15_000 });
}

/** The time a line's button shows ("00:05.50"), in seconds. */
function secondsShown(text: string): number {
  const [, minutes, seconds] = /(\d+):(\d+(?:\.\d+)?)/.exec(text) ?? [];
  if (minutes === undefined || seconds === undefined) throw new Error(`No time in ${JSON.stringify(text)}`);
  return Number(minutes) * 60 + Number(seconds);
}

describe('the timed lyrics editor, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let song: { id: number; name: string };
  let verseId: number;
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    song = await knex('songs').whereNull('deleted_at').whereNotNull('mp3').orderBy('id').first('id', 'name');
    // Still playing when the taps are done and Pause is pressed, however loaded the machine.
    await giveLongRecording(session, song.id);
    // One lyrics version of three lines, not synced yet.
    await knex('verses').where('song_id', song.id).delete();
    [{ id: verseId }] = await knex('verses').insert({ song_id: song.id, title: 'Original', language: 'somali', is_default: true, non_synced_lyrics: LINES.join('\n\n'), position: 1 }).returning('id');
  });
  afterAll(async () => session?.close());

  it('syncs three lines by tapping Space while the song plays, and the player lights them up as it plays', async () => {
    const { knex } = session.ctx;
    // A retry starts from the lyrics as beforeAll left them (an attempt that failed late had saved its sync).
    await knex('verses').where('id', verseId).update({ synced_lyrics: null });
    await knex('lyrics_revisions').where('song_id', song.id).delete();
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, `/backstage/songs/${song.id}/edit`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Sync the lyrics' }).click();
    await page.waitForURL(session.url(`/backstage/songs/${song.id}/timed-lyrics`));
    await page.getByRole('heading', { name: '3 of 3 lines to tap' }).waitFor();

    await page.getByRole('button', { name: 'Play' }).click();
    for (const at of [1, 3, 5]) {
      await untilEditorReaches(page, at);
      // Focus away from any button, as the editor's keys work on the page.
      await page.locator('body').press(' ');
    }
    await page.getByRole('button', { name: /Pause/ }).click();
    await page.getByRole('heading', { name: 'Every line is timed' }).waitFor();
    // Nudge the last line 0.5 s earlier with the keyboard: it is the selected one.
    const before = await page.getByRole('button', { name: /^Line 3 at / }).innerText();
    await page.locator('body').press('{');
    await expect.poll(() => page.getByRole('button', { name: /^Line 3 at / }).innerText()).not.toBe(before);
    await wholePage(session, page, 'backstage-timed-lyrics-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`The timed lyrics of ${song.name} are saved: 3 lines.`).waitFor();

    const saved = (await knex('verses').where('id', verseId).first()).synced_lyrics as { time: number; text: string }[];
    expect(saved.map((line) => line.text)).toEqual(LINES);
    expect(saved[0]!.time).toBeGreaterThanOrEqual(1);
    expect(saved[1]!.time).toBeGreaterThan(saved[0]!.time);
    expect(saved[2]!.time).toBeGreaterThanOrEqual(saved[1]!.time);
    // Earlier than its tap by the nudge (not "before 5 s": on a loaded machine the tap itself can land
    // half a second after the audio passed 5 s).
    expect(saved[2]!.time).toBeLessThan(secondsShown(before));

    // The public song page: play it, open the player's lyrics, and the lines light up in turn.
    const listener = await session.newPage(VIEWPORTS.desktop);
    await listener.page.goto(`/song/${song.id}`);
    await listener.appStarted();
    await listener.page.getByRole('button', { name: `Play: ${song.name}` }).first().click();
    const player = listener.page.getByRole('region', { name: 'Player' });
    await player.getByRole('button', { name: 'Lyrics' }).click();
    // The player's panel, not the song page's own lyrics section, which is named 'Lyrics' too.
    const lyrics = listener.page.getByRole('region', { name: 'Lyrics', exact: true }).filter({ has: listener.page.getByRole('button', { name: 'Close Lyrics' }) });
    await lyrics.getByText(LINES[0]!).waitFor();
    await lyrics.locator('li[aria-current="true"]', { hasText: LINES[0]! }).waitFor({ timeout: 15_000 });
    await lyrics.locator('li[aria-current="true"]', { hasText: LINES[2]! }).waitFor({ timeout: 15_000 });
    await session.screenshot(listener.page, 'timed-lyrics-in-player');
    expect(problems()).toEqual([]);
    expect(listener.problems()).toEqual([]);
  });

  it('restores the lyrics as they were before the sync, from the song’s screen', async () => {
    const { knex } = session.ctx;
    // A retry starts from the lyrics as the sync left them: an earlier attempt's restore goes (its entry
    // would be listed twice), and the timed lines come back from the sync's revision.
    if (await knex('lyrics_revisions').where('song_id', song.id).whereLike('reason', 'Restored the lyrics of %').delete()) {
      const timed = await knex('lyrics_revisions').where({ song_id: song.id, reason: 'Timed 3 lines' }).orderBy('id', 'desc').first('verses');
      await knex('verses').where('song_id', song.id).update({ synced_lyrics: JSON.stringify(timed.verses[0].synced_lyrics) });
    }
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.desktop, `/backstage/songs/${song.id}/edit`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const panel = page.getByRole('region', { name: 'Lyrics over time' });
    await panel.getByText('Timed 3 lines').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await session.screenshot(page, 'backstage-lyrics-revisions-desktop', { of: panel });
    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('listitem').filter({ hasText: 'As it was' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText(/are back as they were on/).first().waitFor();
    await panel.getByText(/^Restored the lyrics of /).waitFor();
    const restored = await knex('verses').where('song_id', song.id).first();
    expect(restored).toMatchObject({ non_synced_lyrics: LINES.join('\n\n'), synced_lyrics: null });
    expect(problems()).toEqual([]);
  });

  it('imports LRC on a phone and says what is missing before saving', async () => {
    const { page, problems } = await openAsAdmin(session, VIEWPORTS.mobile, `/backstage/songs/${song.id}/timed-lyrics`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Start over from the text' }).click();
    await page.getByRole('heading', { name: '3 of 3 lines to tap' }).waitFor();
    // One tap with the song stopped: the first line starts at 0.
    await page.getByRole('button', { name: 'Tap' }).click();
    await page.getByRole('heading', { name: '2 of 3 lines to tap' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tap every line first: 2 lines have no time yet.').waitFor();
    await page.getByLabel('Or paste LRC').fill('[ar:Cali]\n[00:02.00]Hooyo\n[00:04.50]Aabo');
    await page.getByRole('button', { name: 'Use the pasted LRC' }).click();
    await page.getByRole('heading', { name: 'Every line is timed' }).waitFor();
    expect(await page.getByRole('button', { name: /^Line 2 at 00:04.50/ }).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await session.screenshot(page, 'backstage-timed-lyrics-phone');
    expect(problems()).toEqual([]);
  });
});
