import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport, type WatchedPage, sidewaysOverflow } from './helpers/browser';

const WALK_TIMEOUT = 180_000;

/** The songs the home page links to, by id. */
interface Route {
  songId: number;
  songName: string;
  artistId: number;
  artistName: string;
  albumId: number;
  albumName: string;
  /** A song of the album that is on a playlist: the way from the album to a playlist. */
  albumSongId: number;
  albumSongName: string;
  playlistId: number;
  playlistName: string;
}

/**
 * A path through the demo catalogue that the walk can take by clicking: a trending song with a video
 * whose artist has an album, one of whose songs is on a playlist.
 */
async function findRoute(session: BrowserSession): Promise<Route> {
  const knex = session.ctx.knex;
  const since = new Date(Date.now() - 7 * 86_400_000);
  const trending = await knex('play_events').select('song_id').count('* as plays')
    .where({ name: 'Song', event_category: 'play' }).andWhere('created_at', '>=', since)
    .groupBy('song_id').orderBy([{ column: 'plays', order: 'desc' }, { column: 'song_id', order: 'asc' }]).limit(12).pluck('song_id');
  const row = await knex('songs as s')
    .join('artists as a', 'a.id', 's.artist_id')
    .join('albums as al', 'al.artist_id', 'a.id')
    .join('songs as t', 't.album_id', 'al.id')
    .join('playlist_song as ps', 'ps.song_id', 't.id')
    .join('playlists as p', 'p.id', 'ps.playlist_id')
    .whereIn('s.id', trending)
    .whereNotNull('s.youtube')
    .orderBy(['s.id', 'al.id', 't.id', 'p.id'])
    .first(
      's.id as songId', 's.name as songName', 'a.id as artistId', 'a.name as artistName', 'al.id as albumId', 'al.name as albumName',
      't.id as albumSongId', 't.name as albumSongName', 'p.id as playlistId', 'p.name as playlistName',
    );
  if (!row) throw new Error('The demo catalogue has no trending song with a video whose artist has an album on a playlist');
  return row as Route;
}

/** The x offset embla gives a carousel's track. */
const trackTransform = (carousel: Locator) => carousel.locator('.overflow-hidden > div').first().evaluate((el) => (el as HTMLElement).style.transform);

/** Where a carousel's slide ("2 of 4") starts on screen, in CSS px. */
const slideLeft = async (carousel: Locator, position: string) => (await carousel.getByRole('group', { name: position, exact: true }).boundingBox())!.x;

/** Waits until nothing in `scope` is moving: its CSS transitions and animations have run their course. */
async function settled(scope: Locator) {
  await scope.page().waitForFunction((element) => element!.getAnimations({ subtree: true }).length === 0, await scope.elementHandle());
}

async function waitForPage(page: Page, path: string, heading: string) {
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page.locator('main h1').filter({ hasText: heading }).first().waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}

/** The tags the Seo component put in the head. */
const headTags = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null')),
    canonicalCount: document.querySelectorAll('link[rel="canonical"]').length,
  }));

describe('the public site in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  let route: Route;

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    route = await findRoute(session);
  });
  afterAll(async () => session?.close());

  /** The video embed is another site: a stand-in page answers for it, as the browser has no internet here. */
  async function openPage(viewport: Viewport = VIEWPORTS.desktop): Promise<WatchedPage> {
    const watched = await session.newPage(viewport);
    await watched.context.route('https://www.youtube-nocookie.com/**', (request) =>
      request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><body style="background:#111;color:#eee">video</body>' }),
    );
    await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.baseUrl });
    return watched;
  }

  // The public site walked by clicking, in three tests (one was 147 s of its 180 s in a CI run on a busy machine).
  it('walks home (its menu and carousels) to a song (head tags, video, link, lyrics sent in) and its artist by clicking', { timeout: WALK_TIMEOUT }, async () => {
    // A retry's lyrics would be the song's second submission: the one an earlier attempt sent goes.
    await session.ctx.knex('lyrics_submissions').where({ song_id: route.songId, submitter_name: 'Hodan' }).delete();
    const { page, problems, appStarted } = await openPage();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    // Home: the side menu opens and closes; the trending carousel slides.
    await page.goto('/');
    await appStarted();
    await page.getByRole('region', { name: 'Trending songs', exact: true }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await session.screenshot(page, 'public-home', { fullPage: true });
    await menuButton.click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // Every carousel of the home page starts embla, one after another (carousel-embla.tsx): each has
    // embla's track moved into place, the last as well as the first.
    const carousels = page.locator('section[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => carousels.evaluateAll((all) => all.filter((c) => (c.querySelector('.overflow-hidden > div') as HTMLElement).style.transform).length)).toBe(await carousels.count());
    const trending = page.getByRole('region', { name: 'Trending songs', exact: true });
    const before = await trackTransform(trending);
    await page.getByRole('button', { name: 'Next: Trending songs' }).click();
    await expect.poll(() => trackTransform(trending)).not.toBe(before);

    // Song: its head tags, the video, the copied link, and lyrics sent in.
    await trending.getByRole('link', { name: route.songName, exact: true }).first().click();
    await waitForPage(page, `/song/${route.songId}`, route.songName);
    const head = await headTags(page);
    expect(head.title).toBe(`${route.songName} – ${route.artistName} - Hees`);
    expect(head.canonical).toBe(`http://localhost:3000/song/${route.songId}`);
    expect(head.canonicalCount).toBe(1);
    expect(head.ogTitle).toBe(head.title);
    expect(head.ogType).toBe('music.song');
    expect(head.ogImage).toBe(`http://localhost:3000/share/song/${route.songId}.png`);
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'MusicRecording', name: route.songName })]);
    const lyricsStart = (await page.locator('[lang="so"] p span').first().textContent())!;
    expect(head.description?.startsWith(lyricsStart)).toBe(true);
    await session.screenshot(page, 'public-song', { fullPage: true });

    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Watch video' }).click();
    const video = page.locator('iframe');
    await video.waitFor({ state: 'visible' });
    expect(await video.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Link copied' }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://localhost:3000/song/${route.songId}`);

    await page.getByRole('button', { name: 'Add lyrics' }).click();
    await page.getByRole('textbox', { name: 'Lyrics', exact: true }).fill('Short');
    await page.getByRole('button', { name: 'Send lyrics' }).click();
    await page.getByText('The lyrics must be at least 20 characters.').waitFor({ state: 'visible' });
    await page.getByRole('textbox', { name: 'Lyrics', exact: true }).fill('Erayo cusub oo aan maqlay\nsida heesta loo qaado\n\nLabada bilood ee la soo dhaafay');
    await page.getByLabel(/Your name/).fill('Hodan');
    await page.getByRole('button', { name: 'Send lyrics' }).click();
    await page.getByRole('status').getByText('Thank you! Your lyrics will be reviewed.').waitFor({ state: 'visible' });
    const sent = await session.ctx.knex('lyrics_submissions').where('song_id', route.songId);
    expect(sent).toEqual([expect.objectContaining({ status: 'pending', submitter_name: 'Hodan' })]);
    await session.screenshot(page, 'public-song-actions');

    // Artist: the biography opens when its text is clicked; its fade goes away.
    await page.locator('main header').getByRole('link', { name: route.artistName, exact: true }).first().click();
    await waitForPage(page, `/artist/${route.artistId}`, route.artistName);
    const biography = page.locator('[data-expanded]');
    const collapsed = (await biography.boundingBox())!.height;
    expect(await page.locator('[data-fade]').count()).toBe(1);
    await session.screenshot(page, 'public-artist', { fullPage: true });
    await biography.click();
    await expect.poll(async () => (await biography.boundingBox())!.height).toBeGreaterThan(collapsed + 20);
    expect(await page.locator('[data-fade]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect((await headTags(page)).jsonLd[0]).toMatchObject({ '@type': 'MusicGroup', name: route.artistName });
    // The biography's 500 ms opening and its arrow's turn, over.
    await settled(biography.locator('..'));
    await session.screenshot(page, 'public-artist-expanded');
    expect(problems()).toEqual([]);
  });

  it('walks from an artist to an album (its songs deferred), one of its songs and that song’s playlist by clicking', { timeout: WALK_TIMEOUT }, async () => {
    const { page, problems, appStarted } = await openPage();
    await page.goto(`/artist/${route.artistId}`);
    await appStarted();
    // Album: its songs arrive as a deferred prop.
    await page.getByRole('link', { name: route.albumName, exact: true }).first().click();
    await waitForPage(page, `/album/${route.albumId}`, route.albumName);
    await page.locator('main').getByRole('link', { name: route.albumSongName, exact: true }).first().waitFor({ state: 'visible' });
    expect(await page.getByText('...', { exact: true }).count()).toBe(0);
    expect((await headTags(page)).jsonLd[0]).toMatchObject({ '@type': 'MusicAlbum', name: route.albumName });
    await session.screenshot(page, 'public-album', { fullPage: true });

    // Playlist, through one of the album's songs and its playlist tag.
    await page.locator('main').getByRole('link', { name: route.albumSongName, exact: true }).first().click();
    await waitForPage(page, `/song/${route.albumSongId}`, route.albumSongName);
    await page.getByRole('link', { name: route.playlistName, exact: true }).click();
    await waitForPage(page, `/playlist/${route.playlistId}`, route.playlistName);
    expect(await page.locator('main ol li').count()).toBeGreaterThan(0);
    await session.screenshot(page, 'public-playlist', { fullPage: true });
    expect(problems()).toEqual([]);
  });

  it('walks the menu to the podcasts, an episode, the news, a story and the apps page by clicking', { timeout: WALK_TIMEOUT }, async () => {
    const { page, problems, appStarted } = await openPage();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const viaMenu = async (entry: string) => {
      await menuButton.click();
      await menu.waitFor({ state: 'visible' });
      await menu.getByRole('link', { name: entry, exact: true }).click();
      await menu.waitFor({ state: 'hidden' });
    };
    await page.goto(`/playlist/${route.playlistId}`);
    await appStarted();
    // Podcast and episode, from the menu.
    await viaMenu('Podcasts');
    await waitForPage(page, '/podcasts', 'Podcasts');
    const podcast = await session.ctx.knex('podcasts').orderBy(['title', 'id']).first('id', 'title');
    await page.getByRole('link', { name: new RegExp(podcast.title) }).first().click();
    await waitForPage(page, `/podcast/${podcast.id}`, podcast.title);
    await session.screenshot(page, 'public-podcast', { fullPage: true });
    const episode = await session.ctx.knex('episodes').where('podcast_id', podcast.id).andWhere('pub_date', '<=', new Date())
      .orderBy([{ column: 'pub_date', order: 'desc' }, { column: 'id', order: 'desc' }]).first('id', 'title');
    await page.locator('main').getByRole('link', { name: episode.title, exact: true }).click();
    await waitForPage(page, `/episode/${episode.id}`, episode.title);
    expect(await page.getByRole('link', { name: `All episodes of ${podcast.title}` }).getAttribute('href')).toBe(`/podcast/${podcast.id}`);
    expect(await page.getByRole('button', { name: `Play episode: ${episode.title}` }).isVisible()).toBe(true);
    await session.screenshot(page, 'public-episode', { fullPage: true });

    // A story, from the news in the menu, and back to the news.
    await viaMenu('Local News');
    await waitForPage(page, '/stories', 'Local News');
    const story = await session.ctx.knex('stories').whereNotNull('published_at').orderBy('published_at', 'desc').first('id', 'title');
    await page.locator('main').getByRole('link', { name: story.title, exact: true }).click();
    await waitForPage(page, `/story/${story.id}`, story.title);
    expect((await headTags(page)).jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: story.title });
    await session.screenshot(page, 'public-story', { fullPage: true });
    expect(await page.getByRole('link', { name: 'Local News' }).first().getAttribute('href')).toBe('/stories');

    // The apps page: its screenshot carousel slides too.
    await viaMenu('Download App');
    await waitForPage(page, '/pages/apps', 'Hees, wherever you are');
    const shots = page.getByRole('region', { name: 'App screenshots' });
    expect(await shots.getByRole('group').count()).toBe(4);
    const next = page.getByRole('button', { name: 'Next: App screenshots' });
    await next.waitFor(); // embla has started (its buttons show once it can scroll)
    const restingAt = await slideLeft(shots, '1 of 4');
    const shotsBefore = await trackTransform(shots);
    await next.click();
    await expect.poll(() => trackTransform(shots)).not.toBe(shotsBefore);
    expect(await page.getByText('Last updated 04/22/2024').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /changelog/ }).getAttribute('href')).toBe('/pages/apps-changelog');
    expect(await page.getByRole('link', { name: 'advertise@hees.so' }).getAttribute('href')).toBe('mailto:advertise@hees.so');
    // Embla eases the slide in over about 700 ms (components/carousel.tsx): at rest, the second slide
    // starts where the first one did.
    await expect.poll(() => slideLeft(shots, '2 of 4')).toBeCloseTo(restingAt, 0);
    await session.screenshot(page, 'public-apps', { fullPage: true });

    expect(problems()).toEqual([]);
  });

  it('shows an upcoming event from the home carousel, with its map search and ticket link', { timeout: WALK_TIMEOUT }, async () => {
    const { page, problems, appStarted } = await openPage();
    const event = await session.ctx.knex('events').whereNotNull('published_at').where('date_at', '>', new Date()).orderBy('date_at').first('id', 'name', 'ticket_url');
    await page.goto('/');
    await appStarted();
    await page.getByRole('region', { name: 'Upcoming events' }).getByRole('link', { name: event.name, exact: true }).first().click();
    await waitForPage(page, `/event/${event.id}`, event.name);

    const map = page.locator('main a[href^="https://www.google.com/maps/search/?api=1&query="]');
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(decodeURIComponent((await map.getAttribute('href'))!.split('query=')[1]!)).toContain(event.name.split(' ').pop()!);
    const ticket = page.getByRole('link', { name: /Buy ticket/ });
    expect(await ticket.getAttribute('href')).toBe(event.ticket_url);
    expect(await ticket.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await headTags(page)).jsonLd[0]).toMatchObject({ '@type': 'MusicEvent', location: { '@type': 'Place' }, offers: { url: event.ticket_url } });
    await session.screenshot(page, 'public-event', { fullPage: true });
    expect(problems()).toEqual([]);
  });

  it('pages through the list pages: just added, smart music, playlists, a genre and a content page', { timeout: WALK_TIMEOUT }, async () => {
    const { page, problems, appStarted } = await openPage();
    await page.goto('/just-added');
    await appStarted();
    await page.locator('main h1').waitFor({ state: 'visible' });
    await session.screenshot(page, 'public-just-added', { fullPage: true });
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/just-added?page=2');
    await page.getByText('Page 2 of').waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL('**/just-added?page=1');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Smart Music', exact: true }).click();
    await page.getByText('Converting a song to smart music costs on average 0.24 dollars.').waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: /^Vocals only:/ }).count()).toBeGreaterThan(0);
    await session.screenshot(page, 'public-smart', { fullPage: true });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Playlists', exact: true }).click();
    await page.waitForURL('**/playlists');
    await page.locator('main ul li').first().waitFor({ state: 'visible' });
    await session.screenshot(page, 'public-playlists', { fullPage: true });

    // Nothing links to a genre page yet (its route is looked up by id, spec §2).
    await page.goto('/genre?id=2');
    await appStarted();
    await page.locator('main h1').waitFor({ state: 'visible' });
    await session.screenshot(page, 'public-genre', { fullPage: true });

    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/pages/privacy-policy');
    await page.getByText(/^Last updated/).waitFor({ state: 'visible' });
    await session.screenshot(page, 'public-page', { fullPage: true });
    expect(problems()).toEqual([]);
  });

  it('fits a phone screen: the song and the artist pages', { timeout: WALK_TIMEOUT }, async () => {
    const { page, problems, appStarted } = await openPage(VIEWPORTS.mobile);
    for (const [path, heading, name] of [
      [`/song/${route.songId}`, route.songName, 'public-song-mobile'],
      [`/artist/${route.artistId}`, route.artistName, 'public-artist-mobile'],
    ] as const) {
      await page.goto(path);
      await appStarted();
      await page.locator('main h1').filter({ hasText: heading }).waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, name);
      await session.screenshot(page, `${name}-full`, { fullPage: true });
    }
    expect(problems()).toEqual([]);
  });

  it('an artist with many songs: the page shows the most played and links to all of them, paged, on a desktop and a phone', { timeout: WALK_TIMEOUT }, async () => {
    const knex = session.ctx.knex;
    // The slugs are unique: a retry first removes the artist and songs an earlier attempt inserted.
    await knex('songs').whereIn('artist_id', knex('artists').where('slug', 'heesaa-badan').select('id')).delete();
    await knex('artists').where('slug', 'heesaa-badan').delete();
    const [{ id: artistId }] = await knex('artists').insert({ name: 'Heesaa Aad U Badan Oo Magaciisu Dheer Yahay', slug: 'heesaa-badan', content_type: 'HSA' }).returning('id');
    await knex('songs').insert(Array.from({ length: 55 }, (_, n) => ({ name: `Hees Lambar ${n + 1}`, slug: `hees-lambar-${n + 1}`, artist_id: artistId, plays_count: 1000 - n })));
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { page, problems, appStarted } = await openPage(viewport);
      const device = viewport === VIEWPORTS.mobile ? 'mobile' : 'desktop';
      await page.goto(`/artist/${artistId}`);
      await appStarted();
      // The browser asks for English (the site's Somali is in music-pages.test.ts).
      const songsRegion = page.getByRole('region', { name: /Most played/ });
      await expect.poll(() => songsRegion.getByRole('listitem').count()).toBe(24);
      await page.getByRole('link', { name: 'All songs (55)' }).click();
      await page.waitForURL(`**/artist/${artistId}/songs`);
      await page.getByRole('heading', { level: 1, name: 'All songs' }).waitFor();
      await expect.poll(() => page.locator('main ul > li').count()).toBe(48);
      await expect.poll(() => page.locator('main ul > li').first().innerText()).toContain('Hees Lambar 1');
      expect(await sidewaysOverflow(page)).toBe(0);
      await session.screenshot(page, `public-artist-songs-${device}`, { fullPage: true });
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(`**/artist/${artistId}/songs?page=2`);
      await expect.poll(() => page.locator('main ul > li').count()).toBe(7);
      await page.getByRole('link', { name: 'Heesaa Aad U Badan Oo Magaciisu Dheer Yahay' }).first().click();
      await page.waitForURL(`**/artist/${artistId}`);
      expect(problems()).toEqual([]);
    }
  });
});
