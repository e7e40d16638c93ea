import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession } from './helpers/browser';
import { playingAudio } from './helpers/player';

async function playingSrc(page: Page, ending: string) {
  await expect.poll(async () => {
    const state = await playingAudio(page);
    return state && state.src.endsWith(ending) && !state.paused && state.time > 0.2;
  }, { timeout: 20_000 }).toBe(true);
}

/** Waits until nothing in `scope` is moving: its CSS transitions and animations have run their course. */
async function settled(scope: Locator) {
  await scope.page().waitForFunction((element) => element!.getAnimations({ subtree: true }).length === 0, await scope.elementHandle());
}

/** Jumps the playing audio to just before its end, as if the listener had listened that long. */
async function nearTheEnd(page: Page) {
  await page.evaluate(() => {
    const howler = (window as unknown as { Howler: { _howls: { _sounds: { _node: HTMLAudioElement }[] }[] } }).Howler;
    const node = howler._howls.at(-1)!._sounds[0]!._node;
    node.currentTime = Math.max(0, node.duration - 0.6);
  });
}

describe('continuous play, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let playlist: { id: number; name: string };
  let songs: { id: number; name: string; mp3: string }[];

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    // A playlist whose first four songs all have audio (demo recordings of a few seconds).
    const candidates = await knex('playlists').whereNull('deleted_at').orderBy('id').select('id', 'name');
    for (const candidate of candidates) {
      const rows = await knex('playlist_song').join('songs', 'songs.id', 'playlist_song.song_id').where('playlist_id', candidate.id).whereNull('songs.deleted_at').orderBy('playlist_song.position').select('songs.id', 'songs.name', 'songs.mp3');
      if (rows.length >= 4 && rows.slice(0, 4).every((row) => row.mp3) && new Set(rows.map((row) => row.name)).size === rows.length) {
        playlist = candidate;
        songs = rows;
        break;
      }
    }
  });
  afterAll(async () => session?.close());

  it('plays a playlist on to its second song without a click, shows up next, shuffles, and a reload keeps the current song', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto(`/playlist/${playlist.id}`);
    await appStarted();
    await page.getByRole('button', { name: new RegExp(`^Play: ${playlist.name}`) }).click();
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('link', { name: songs[0]!.name }).waitFor();
    await playingSrc(page, songs[0]!.mp3);

    await nearTheEnd(page);
    await player.getByRole('link', { name: songs[1]!.name }).waitFor({ timeout: 20_000 });
    await playingSrc(page, songs[1]!.mp3);

    await player.getByRole('button', { name: 'Recently played' }).click();
    const panel = page.getByRole('region', { name: 'Up next' });
    await panel.waitFor();
    const upNext = async () => (await panel.getByTestId('up-next-entry').allInnerTexts()).map((text) => text.split('\n')[0]);
    expect(await upNext()).toEqual(songs.slice(2).map((song) => song.name));
    await session.screenshot(page, 'player-up-next-desktop');

    await player.getByRole('button', { name: 'Shuffle' }).click();
    expect(await player.getByRole('button', { name: 'Shuffle' }).getAttribute('aria-pressed')).toBe('true');
    const shuffled = await upNext();
    expect([...shuffled].sort()).toEqual(songs.slice(2).map((song) => song.name).sort());
    await player.getByRole('button', { name: 'Next' }).click();
    await player.getByRole('link', { name: shuffled[0]! }).waitFor();
    const third = songs.find((song) => song.name === shuffled[0])!;
    await playingSrc(page, third.mp3);

    await page.reload();
    await appStarted();
    await player.getByRole('link', { name: third.name }).waitFor();
    expect(await player.getByRole('button', { name: 'Shuffle' }).getAttribute('aria-pressed')).toBe('true');
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await playingSrc(page, third.mp3);
    expect(problems()).toEqual([]);
  });

  it('on a phone, previous and next are at hand and follow the list; repeat is in the up next panel', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto(`/playlist/${playlist.id}`);
    await appStarted();
    await page.getByRole('button', { name: `Play: ${songs[2]!.name}` }).click();
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('link', { name: songs[2]!.name }).waitFor();
    await player.getByRole('button', { name: 'Previous' }).click();
    await player.getByRole('link', { name: songs[1]!.name }).waitFor();
    await player.getByRole('button', { name: 'Next' }).click();
    await player.getByRole('link', { name: songs[2]!.name }).waitFor();
    await player.getByRole('button', { name: 'Recently played' }).click();
    await page.getByRole('button', { name: 'Repeat off' }).click();
    await page.getByRole('button', { name: 'Repeat all' }).waitFor();
    await session.screenshot(page, 'player-up-next-phone');
    expect(problems()).toEqual([]);
  });

  it("plays an album from its hero's Play button: its first track, the others up next in the album's order", async () => {
    const { knex } = session.ctx;
    // An album of at least three tracks with audio, in the order the album page shows them.
    const albums = await knex('albums').whereNull('deleted_at').orderBy('id').select('id', 'name');
    let album: { id: number; name: string } | undefined;
    let tracks: { name: string; mp3: string | null }[] = [];
    for (const candidate of albums) {
      tracks = await knex('songs')
        .where('album_id', candidate.id)
        .whereNull('deleted_at')
        .orderBy([{ column: 'album_position', order: 'asc', nulls: 'last' }, { column: 'released', order: 'asc', nulls: 'last' }, { column: 'id', order: 'asc' }])
        .select('name', 'mp3');
      if (tracks.length >= 3 && tracks.every((track) => track.mp3) && new Set(tracks.map((track) => track.name)).size === tracks.length) {
        album = candidate;
        break;
      }
    }
    expect(album, 'the demo catalogue has an album of three tracks with audio').toBeDefined();
    // The page as the server sends it (the songs deferred): Play is there, not yet usable, in the place
    // the real one takes, so nothing moves when the songs arrive.
    const before = await session.newPage(VIEWPORTS.mobile, { javaScriptEnabled: false });
    await before.page.goto(`/album/${album!.id}`);
    const waiting = before.page.getByRole('button', { name: 'Play', exact: true });
    await expect.poll(() => waiting.isDisabled()).toBe(true);
    expect(await waiting.getAttribute('aria-busy')).toBe('true');
    const heldPlace = await waiting.boundingBox();
    await before.context.close();

    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto(`/album/${album!.id}`);
    await appStarted();
    const play = page.getByRole('button', { name: `Play: ${album!.name}, from ${tracks[0]!.name}` });
    expect(await play.boundingBox()).toEqual(heldPlace);
    await play.click();
    const player = page.getByRole('region', { name: 'Player' });
    await player.getByRole('link', { name: tracks[0]!.name }).waitFor();
    await playingSrc(page, tracks[0]!.mp3!);
    await player.getByRole('button', { name: 'Recently played' }).click();
    const panel = page.getByRole('region', { name: 'Up next' });
    await panel.waitFor();
    expect((await panel.getByTestId('up-next-entry').allInnerTexts()).map((text) => text.split('\n')[0])).toEqual(tracks.slice(1).map((track) => track.name));
    expect(problems()).toEqual([]);
  });

  it('a shared moment (?t=) starts the song there', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.desktop);
    const song = songs.find((candidate) => candidate.mp3)!;
    await page.goto(`/song/${song.id}?t=3`);
    await appStarted();
    await page.getByRole('button', { name: `Play from 0:03: ${song.name}` }).click();
    await expect.poll(async () => (await playingAudio(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    expect(problems()).toEqual([]);
  });
});

describe('data saver, in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let song: { id: number; name: string; mp3: string; saver: string };
  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    // The demo songs have no 48 kbps rendition: one gets another demo recording as its saver file.
    const [row, other] = await knex('songs').whereNotNull('mp3').whereNull('deleted_at').orderBy('id').limit(2).select('id', 'name', 'mp3');
    await knex('songs').where('id', row.id).update({ mp3_saver: other.mp3 === row.mp3 ? 'demo/audio/talk-1.mp3' : other.mp3 });
    song = { ...row, saver: (await knex('songs').where('id', row.id).first('mp3_saver')).mp3_saver };
  });
  afterAll(async () => session?.close());

  it('plays the small rendition once switched on in the menu, and the full one when off', async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    await page.goto(`/song/${song.id}`);
    await appStarted();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    // The switch's slide, and the drawer's if it is still coming in.
    await settled(page.getByRole('dialog', { name: 'Menu' }).locator('..'));
    await session.screenshot(page, 'menu-data-saver-phone');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: `Play: ${song.name}` }).first().click();
    await playingSrc(page, song.saver);

    // Remembered across a reload; switched off, the next play is the full file.
    await page.reload();
    await appStarted();
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('switch', { name: 'Data saver' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch', { name: 'Data saver' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: `Play: ${song.name}` }).first().click();
    await playingSrc(page, song.mp3);
    expect(problems()).toEqual([]);
  });
});
