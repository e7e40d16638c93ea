import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AppContext } from '../../server/app-context';
import { songCardsByIds } from '../../server/features/songs/songs.queries';
import { presentSongCard } from '../../server/features/songs/songs.presenter';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport, sidewaysOverflow } from './helpers/browser';
import { giveLongRecording, playingAudio } from './helpers/player';

interface Song {
  id: number;
  name: string;
  smart_music: string | null;
}

/** A home page whose featured songs are the ones these tests need: a smart one, a synced one, a silent one. */
function playerPage(ids: () => number[]) {
  return ({ db, mediaUrl }: AppContext) => {
    const router = Router();
    router.get('/e2e/player', async (_req, res) => {
      const cards = (await songCardsByIds(db.knex, ids())).map((row) => presentSongCard(row, mediaUrl));
      await res.inertia.render('home', { title: 'Player', featured: cards, promos: { android: null, ios: null }, trending: [], episodes: [], events: [], artists: [], topSongs: [] });
    });
    return [router];
  };
}

type Audio = NonNullable<Awaited<ReturnType<typeof playingAudio>>>;

/** Polls the audio the listener hears until `check` holds, and returns the state in which it did. */
async function waitForAudio(page: Page, check: (a: Audio) => boolean, what: string) {
  const last: { audio: Audio | null } = { audio: null };
  await expect
    .poll(async () => (last.audio = await playingAudio(page)), { message: `waiting for ${what}` })
    .toSatisfy((audio: Audio | null) => audio !== null && check(audio));
  return last.audio!;
}

/**
 * Waits until `scope` is as a screenshot should show it: its pictures loaded (a lazy cover shows a
 * placeholder until then) and no CSS transition or animation in it still running.
 */
async function settled(scope: Locator) {
  await scope.page().waitForFunction(
    (element) => [...element!.querySelectorAll('img')].every((img) => img.complete) && element!.getAnimations({ subtree: true }).length === 0,
    await scope.elementHandle(),
  );
}

describe('the player in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let smart: Song;
  let synced: Song;
  let silent: Song;
  let plain: Song;

  beforeAll(async () => {
    let featured: number[] = [];
    session = await startBrowserSession({ demo: true, extraRoutes: playerPage(() => featured) });
    const knex = session.ctx.knex;
    const columns = ['songs.id', 'songs.name', 'songs.smart_music'];
    smart = await knex('songs').whereRaw(`(meta->>'is_smart')::boolean`).orderBy('id').first(columns);
    synced = await knex('songs').join('verses', 'verses.song_id', 'songs.id').whereNotNull('verses.synced_lyrics').orderBy('songs.id').first(columns);
    silent = await knex('songs').whereNull('mp3').orderBy('id').first(columns);
    // A plain song, given a two-minute recording: still playing after two page visits on a loaded machine.
    plain = await knex('songs').whereNotNull('mp3').whereNull('smart_music').whereNot('id', synced.id).orderBy('id').first(columns);
    await giveLongRecording(session, plain.id);
    featured = [smart.id, synced.id, plain.id, silent.id];
  });
  afterAll(async () => session?.close());

  /** A new page on the player's test page, the app started. */
  async function openPlayerPage(viewport: Viewport = VIEWPORTS.desktop) {
    const watched = await session.newPage(viewport);
    await watched.page.goto('/e2e/player');
    await watched.appStarted();
    return watched;
  }

  /** Presses a song's Play button on the test page: the player bar it brings up. */
  async function play(page: Page, song: Song) {
    await page.getByRole('button', { name: `Play: ${song.name}` }).first().click();
    return page.getByRole('region', { name: 'Player' });
  }

  it('plays a song and keeps playing it while the visitor moves to two other pages', async () => {
    // A retry is the same listener as the attempt before it (a visitor: the address and browser of the
    // day): that attempt's counted play would keep this one from counting, and its reports would be
    // read with these. Both go.
    await session.ctx.knex('play_listens').where({ name: 'Song', subject_id: plain.id }).delete();
    await session.ctx.knex('play_events').where({ song_id: plain.id }).andWhere('created_at', '>', new Date(Date.now() - 60_000)).delete();
    const { page, problems, allowFailedLoad, appStarted } = await session.newPage(VIEWPORTS.desktop);
    allowFailedLoad('/pages/privacy-policy');
    allowFailedLoad('/pages/terms');
    await page.goto('/e2e/player');
    await appStarted();
    expect(await page.getByRole('region', { name: 'Player' }).count()).toBe(0);

    const player = await play(page, plain);
    await player.waitFor({ state: 'visible' });
    await player.getByRole('link', { name: plain.name }).waitFor();
    expect(await player.getByRole('link', { name: plain.name }).getAttribute('href')).toBe(`/song/${plain.id}`);
    const started = await waitForAudio(page, (a) => a.time > 0.5 && !a.paused, 'the song to start');
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await settled(player);
    await session.screenshot(page, 'player-collapsed');

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/pages/privacy-policy');
    await page.locator('footer').getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL('**/pages/terms');
    // The URL changes before Inertia draws the page: the player is checked once the new page is on screen.
    await page.locator('main').getByRole('heading', { name: /Terms of Service/ }).waitFor();

    const after = await waitForAudio(page, (a) => a.time > started.time + 0.5, 'the position to advance');
    expect(after).toMatchObject({ src: started.src, paused: false, howls: 1 });
    expect(await player.getByRole('link', { name: plain.name }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(plain.name);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((a) => a.sizes))).toEqual([
      '96x96', '128x128', '192x192', '256x256', '384x384', '512x512',
    ]);

    // The reports reach the server (batched, with the XSRF header) at once when the page is left.
    await player.getByRole('button', { name: 'Pause' }).click();
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const leftAt = Date.now();
    let reports: { event_category: string; counted: boolean; seconds_listened: number }[] = [];
    // Within 3 s ("at once"), the pause's report is in the database.
    await expect
      .poll(async () => {
        reports = await session.ctx.knex('play_events').where({ song_id: plain.id }).andWhere('created_at', '>', new Date(leftAt - 60_000));
        return reports.map((r) => r.event_category);
      }, { timeout: 3_000 })
      .toContain('pause');
    expect(reports.map((r) => r.event_category).sort()).toEqual(['load', 'pause', 'play']);
    expect(reports.find((r) => r.event_category === 'play')?.counted).toBe(true);
    expect(reports.find((r) => r.event_category === 'pause')?.seconds_listened).toBeGreaterThanOrEqual(1);
    expect(problems()).toEqual([]);
  });

  it('switches a smart song to music only, and the audio source changes to the music stem', async () => {
    const { page, problems } = await openPlayerPage();
    const player = await play(page, smart);
    const full = await waitForAudio(page, (a) => a.time > 1 && !a.paused, 'the full mix to play');

    await player.getByRole('button', { name: 'Stream: Full mix' }).click();
    // The menu open, and its button done with its hover transition.
    const streams = player.getByRole('group', { name: 'Stream' });
    await streams.waitFor();
    await settled(streams.locator('..'));
    await session.screenshot(page, 'player-stream-menu');
    await player.getByRole('button', { name: 'Music only' }).click();
    const music = await waitForAudio(page, (a) => a.src.endsWith(`/media/${smart.smart_music}`) && !a.paused && a.time > 0, 'the music stem');
    expect(music.src).not.toBe(full.src);
    // The stem picks up where the full mix was.
    expect(music.time).toBeGreaterThan(full.time - 0.5);
    expect(await player.getByRole('button', { name: 'Stream: Music only' }).isVisible()).toBe(true);
    expect(problems()).toEqual([]);
  });

  it('shows the lyrics of a synced song, lighting up the line being sung', async () => {
    const { page, problems } = await openPlayerPage();
    const player = await play(page, synced);
    await waitForAudio(page, (a) => a.time > 2.5, 'the first lines');
    await player.getByRole('button', { name: 'Lyrics' }).click();
    const lyrics = page.getByRole('region', { name: 'Lyrics' });
    await lyrics.waitFor();
    const first = await lyrics.locator('li[aria-current="true"]').textContent();
    expect(first).toBeTruthy();
    // The song goes on: another line lights up.
    await expect.poll(() => lyrics.locator('li[aria-current="true"]').textContent()).not.toBe(first);
    await session.screenshot(page, 'player-lyrics');
    await player.getByRole('button', { name: 'Lyrics' }).click();
    await lyrics.waitFor({ state: 'detached' });
    expect(problems()).toEqual([]);
  });

  it('starts a song when the listener taps the page again while the audio is starting', async () => {
    const { page, problems } = await openPlayerPage();
    // A tap (a click anywhere, or a phone's scroll) that lands after the player has asked the audio to
    // play and before it has started: on a slow phone or connection that moment is long. The audio
    // library's first-tap handler used to reload the element then, and the song never started.
    // The tap is sent right after the song's own play() (not the audio library's empty probe element),
    // while that play is still pending, and the test checks that it was.
    await page.evaluate(() => {
      const play = HTMLMediaElement.prototype.play;
      const taps: string[] = ((window as unknown as { taps: string[] }).taps = []);
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const starting = play.call(this);
        if (!this.src) return starting;
        let settled = false;
        starting.then(() => (settled = true), () => (settled = true));
        queueMicrotask(() => {
          taps.push(settled ? 'after the start' : 'while starting');
          document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        });
        return starting;
      };
    });
    await play(page, plain);
    await waitForAudio(page, (a) => a.time > 0.5 && !a.paused, 'the song to start after the tap');
    expect(await page.evaluate(() => (window as unknown as { taps: string[] }).taps)).toEqual(['while starting']);
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).waitFor();
    expect(problems()).toEqual([]);
  });

  it('says so when a song has no audio, and leaves the player alone', async () => {
    const { page, problems } = await openPlayerPage();
    await page.getByRole('button', { name: `Play: ${silent.name}` }).first().click();
    await page.getByText('This content is not available.').waitFor();
    expect(await page.getByRole('region', { name: 'Player' }).count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  it('keeps the recently played list through a reload, with Clear and the empty state', async () => {
    const { page, problems } = await openPlayerPage();
    await play(page, plain);
    await waitForAudio(page, (a) => a.time > 0.2, 'the first song');
    await play(page, smart);
    await waitForAudio(page, (a) => a.time > 0.2 && a.src.includes(smart.smart_music!.replace('-music', '')), 'the second song');

    await page.reload();
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('link', { name: smart.name }).waitFor();
    await player.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await player.getByRole('button', { name: 'Recently played' }).click();
    const recent = page.getByRole('region', { name: 'Recently played' });
    await recent.waitFor();
    const entries = recent.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain(smart.name);
    expect(await entries.nth(1).textContent()).toContain(plain.name);
    expect(await entries.nth(1).textContent()).toContain('Now');
    await session.screenshot(page, 'player-recently-played');

    // Pressing an entry plays it again, on top of the list.
    await entries.nth(1).getByRole('button').click();
    await waitForAudio(page, (a) => !a.paused && a.time > 0.2, 'the entry to play');
    await player.getByRole('link', { name: plain.name }).waitFor();

    await recent.getByRole('button', { name: 'Clear' }).click();
    await recent.getByText('No recently played songs').waitFor();
    expect(await recent.getByText('Songs you play will appear here').isVisible()).toBe(true);
    await session.screenshot(page, 'player-recently-played-empty');
    await recent.getByRole('button', { name: 'Close recently played' }).click();
    await recent.waitFor({ state: 'detached' });
    expect(problems()).toEqual([]);
  });

  it('fits a phone, and the footer stays clear of the bar', async () => {
    const { page, problems } = await openPlayerPage(VIEWPORTS.mobile);
    const player = await play(page, smart);
    await waitForAudio(page, (a) => a.time > 0.5, 'the song');
    expect(await sidewaysOverflow(page)).toBe(0);
    await session.screenshot(page, 'player-mobile');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // At the foot of the page (scrollTo is instant here: no smooth scrolling in the stylesheet).
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    const copyright = await page.getByText(`© ${new Date().getUTCFullYear()} Hees`).boundingBox();
    const bar = await player.boundingBox();
    expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(bar!.y + 1);
    await session.screenshot(page, 'player-mobile-footer');

    await player.getByRole('button', { name: 'Recently played' }).click();
    await page.getByRole('region', { name: 'Recently played' }).waitFor();
    await session.screenshot(page, 'player-mobile-recently-played');
    expect(problems()).toEqual([]);
  });
});
