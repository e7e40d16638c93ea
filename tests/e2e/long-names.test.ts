import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport } from './helpers/browser';

// Cards and the event page with the longest names staff are likely to type, on a phone and a desktop:
// titles clamp to two lines with the whole name in `title`, the venue line is shown whole, nothing
// spills sideways, and a cover keeps its box, in a neutral colour, while its picture loads.

const LONG = {
  artist: 'Maxamed Cabdullaahi Faarax Cumar Xuseen Cali Warsame iyo Kooxda Heesaha Dhaqanka ee Waaberi Cusub',
  song: 'Hooyo Macaan Waa Adiga Nuurka Noloshayda Iyo Jacaylka Aan Weligiis Dhamaanayn Ee Qalbigayga Ku Jira Weligiis',
  album: 'Xusuusta Magaalada Muqdisho Iyo Heesaha Dahabiga Ah Ee Sagaashamaadkii Iyo Kahor (Daabacaadda Cusub Ee Dhamaystiran)',
  event: 'Habeenka Dhaqanka Soomaaliyeed ee Sanadlaha ah: Heeso, Gabayo, Cayaaro iyo Xusuusta Fanaaniinta Waaweyn',
  venue: 'Hoolka Weyn Ee Shirarka Caalamiga Ah Ee Magaalada (Albaabka Koonfureed, Dabaqa Labaad, Qolka Kulanka Dhexe)',
  city: 'Hargeysa',
  // One word with no place to break: it must not push the page sideways.
  playlist: 'Heesahaqaranimadajaceylkamagaalooyinkawaaweynaantaiyoxusuustafanaaniintaweligood Iyo Wax Kale Oo Badan',
  podcast: 'Sheekooyinka Taariikhda Soomaaliyeed: Wareysiyo Lala Yeeshay Odayaasha, Aqoonyahannada Iyo Fanaaniinta',
  episode: 'Qaybta Labaad: Sida Ay Heesaha Waddaniga Ahi U Dhiirrigeliyeen Dadka Xilligii Halganka Xorriyadda Iyo Kadib',
  story: 'Fanaaniinta Dhalinyarada Ah Ee Magaalada Ayaa Bandhig Weyn Ku Qabtay Tiyaatarka Qaranka, Iyagoo Xusaya Sannado Badan Oo Fan Ah Oo Aan La Illoobi Karin',
};

/** How the element holding a name is drawn: its lines, whether text is hidden past them, its clamp. */
const drawn = (element: Locator) =>
  element.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      lines: Math.round(box.height / parseFloat(style.lineHeight)),
      clipped: el.scrollHeight > el.clientHeight + 1,
      clamp: style.getPropertyValue('-webkit-line-clamp'),
      text: el.textContent,
    };
  });

/** Nothing wider than the window: no sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));

/** The heading (or span) holding a card's name, found by the `title` that carries the name whole. */
const nameOf = (page: Page, name: string, tag = 'h3') => page.locator(`main ${tag}`, { has: page.locator(`[title="${name}"]`) }).first();

describe('long names in a real browser, on a phone and a desktop', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let ids: { artist: number; event: number; podcast: number };
  let country: string;

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const knex = session.ctx.knex;
    // An artist with songs, an album and a published event, so one page shows three kinds of card.
    const row = await knex('artists as a')
      .join('songs as s', 's.artist_id', 'a.id')
      .join('albums as al', 'al.artist_id', 'a.id')
      .join('event_artist as ea', 'ea.artist_id', 'a.id')
      .join('events as e', 'e.id', 'ea.event_id')
      .whereNotNull('e.published_at')
      .orderBy(['a.id', 's.id', 'al.id', 'e.id'])
      .first('a.id as artist', 's.id as song', 'al.id as album', 'e.id as event');
    if (!row) throw new Error('the demo catalogue has no artist with songs, an album and an event');
    await knex('artists').where('id', row.artist).update({ name: LONG.artist });
    await knex('songs').where('id', row.song).update({ name: LONG.song });
    await knex('albums').where('id', row.album).update({ name: LONG.album });
    await knex('events').where('id', row.event).update({ name: LONG.event, venue: LONG.venue, city: LONG.city });
    const podcast = await knex('podcasts').orderBy('id').first('id');
    await knex('podcasts').where('id', podcast.id).update({ title: LONG.podcast });
    const episode = await knex('episodes').where('podcast_id', podcast.id).orderBy('pub_date', 'desc').first('id');
    await knex('episodes').where('id', episode.id).update({ title: LONG.episode });
    // Every playlist and story gets the long name, so whichever the list shows first carries it.
    await knex('playlists').update({ name: knex.raw("left(? || ' ' || id, 200)", [LONG.playlist]) });
    await knex('stories').update({ title: knex.raw("left(? || ' ' || id, 300)", [LONG.story]) });
    ids = { artist: row.artist, event: row.event, podcast: podcast.id };
    country = (await knex('events').join('countries', 'countries.id', 'events.country_id').where('events.id', row.event).first('countries.name')).name;
  });
  afterAll(async () => session?.close());

  const viewports: [string, Viewport][] = [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.mobile]];

  it.each(viewports)('on the artist page (%s), song and album names clamp to two lines and the event card shows its whole venue', { timeout: 90_000 }, async (label, viewport) => {
    const { page, problems, appStarted } = await session.newPage(viewport);
    await page.goto(`/artist/${ids.artist}`);
    await appStarted();

    for (const name of [LONG.song, LONG.album, LONG.event]) {
      const heading = nameOf(page, name);
      await heading.scrollIntoViewIfNeeded();
      expect(await drawn(heading)).toEqual({ lines: 2, clipped: true, clamp: '2', text: name });
    }
    // The artist under the song's name: one line with an ellipsis, the name whole in its title.
    // (The link itself truncates: it is a block, 24px tall, so it is a big enough touch target.)
    const artistLine = page.locator(`main article a[title="${LONG.artist}"]`).first();
    expect(await artistLine.evaluate((el) => {
      const style = getComputedStyle(el);
      return { overflow: style.textOverflow, wraps: style.whiteSpace, cut: el.scrollWidth > el.clientWidth, height: el.getBoundingClientRect().height };
    })).toEqual({ overflow: 'ellipsis', wraps: 'nowrap', cut: true, height: 24 });

    const card = page.locator('main article', { has: page.locator(`a[title="${LONG.event}"]`) });
    const place = card.getByText(LONG.venue);
    await place.scrollIntoViewIfNeeded();
    expect(await place.textContent()).toBe(`${LONG.venue}, ${LONG.city}, ${country}`);
    const venue = await drawn(place);
    expect(venue.clipped).toBe(false);
    expect(venue.lines).toBeGreaterThan(1);
    const [placeBox, cardBox] = [(await place.boundingBox())!, (await card.boundingBox())!];
    expect(placeBox.x + placeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(placeBox.y + placeBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);

    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.window);
    await session.screenshot(page, `long-names-artist-${label}`, { fullPage: true });
    expect(problems()).toEqual([]);
  });

  it.each(viewports)('on the event page (%s), the name and the whole address wrap, and the line-up clamps a long artist name', { timeout: 60_000 }, async (label, viewport) => {
    const { page, problems, appStarted } = await session.newPage(viewport);
    await page.goto(`/event/${ids.event}`);
    await appStarted();
    await page.getByRole('heading', { level: 1, name: LONG.event }).waitFor({ state: 'visible' });
    const address = page.locator('main address');
    expect(await address.textContent()).toContain(`${LONG.venue}, `);
    expect((await drawn(address)).clipped).toBe(false);
    const artist = page.locator(`main a[title="${LONG.artist}"] > span`).nth(1);
    await artist.scrollIntoViewIfNeeded();
    expect(await drawn(artist)).toEqual({ lines: 2, clipped: true, clamp: '2', text: LONG.artist });
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.window);
    await session.screenshot(page, `long-names-event-${label}`, { fullPage: true });
    expect(problems()).toEqual([]);
  });

  it.each(viewports)('playlist, podcast, episode and story cards clamp their titles (%s)', { timeout: 90_000 }, async (label, viewport) => {
    const { page, problems, appStarted } = await session.newPage(viewport);

    await page.goto('/playlists');
    await appStarted();
    const playlist = page.locator('main a[title^="Heesahaqaranimada"]').first();
    const playlistName = (await playlist.getAttribute('title'))!;
    expect(playlistName.startsWith(LONG.playlist)).toBe(true);
    expect(await drawn(playlist.locator('span').nth(1))).toEqual({ lines: 2, clipped: true, clamp: '2', text: playlistName });
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(viewport.width);
    await session.screenshot(page, `long-names-playlists-${label}`);

    await page.goto('/podcasts');
    await appStarted();
    const podcast = page.locator(`main a[title="${LONG.podcast}"]`);
    expect(await drawn(podcast.getByText(LONG.podcast, { exact: true }))).toEqual({ lines: 2, clipped: true, clamp: '2', text: LONG.podcast });
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(viewport.width);
    await session.screenshot(page, `long-names-podcasts-${label}`);

    await page.goto(`/podcast/${ids.podcast}`);
    await appStarted();
    const episode = nameOf(page, LONG.episode);
    await episode.scrollIntoViewIfNeeded();
    expect(await drawn(episode)).toEqual({ lines: 2, clipped: true, clamp: '2', text: LONG.episode });
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(viewport.width);
    await session.screenshot(page, `long-names-podcast-${label}`, { fullPage: true });

    // News headlines are sentences: three lines, then the ellipsis.
    await page.goto('/stories');
    await appStarted();
    const story = page.locator('main h3', { has: page.locator('a[title^="Fanaaniinta Dhalinyarada"]') }).first();
    const storyTitle = (await story.locator('a').getAttribute('title'))!;
    expect(await drawn(story)).toEqual({ lines: 3, clipped: true, clamp: '3', text: storyTitle });
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(viewport.width);
    await session.screenshot(page, `long-names-stories-${label}`);
    expect(problems()).toEqual([]);
  });

  it('keeps a neutral placeholder in the cover box while the picture loads, and the box does not move when it arrives', { timeout: 60_000 }, async () => {
    const { page, problems, appStarted } = await session.newPage(VIEWPORTS.mobile);
    const held: Route[] = [];
    let released = false;
    await page.route('**/media/**', (route) => {
      if (route.request().resourceType() === 'image' && !released) held.push(route);
      else void route.continue();
    });
    await page.goto('/playlists');
    await appStarted();
    const cover = page.locator('main a[href^="/playlist/"] img').first();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const waiting = await cover.evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      color: getComputedStyle(img).backgroundColor,
      icon: getComputedStyle(img).backgroundImage.startsWith('url("data:image/svg+xml'),
      box: img.getBoundingClientRect().toJSON(),
    }));
    expect(waiting).toMatchObject({ loaded: false, color: 'rgb(235, 223, 202)', icon: true });
    expect(waiting.box.width).toBeGreaterThan(100);
    expect(waiting.box.height).toBe(waiting.box.width);
    await session.screenshot(page, 'long-names-covers-loading-phone');

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await cover.evaluate((img) => img.getBoundingClientRect().toJSON())).toEqual(waiting.box);
    await session.screenshot(page, 'long-names-covers-loaded-phone');
    expect(problems()).toEqual([]);
  });

  it('shows no ad slot and loads no ad script when no ad service is configured', { timeout: 60_000 }, async () => {
    const { page, appStarted } = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/');
    await appStarted();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-ad-slot]').count()).toBe(0);
    expect(await page.getByText('Xayeysiis').count()).toBe(0);
    expect(await page.evaluate(() => 'heesAds' in window)).toBe(false);
    // The header sits straight on the content.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await page.locator('main').boundingBox())!.y).toBe(header.y + header.height);
  });
});
