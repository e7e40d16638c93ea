import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_TESTS, startBrowserSession, VIEWPORTS, type BrowserSession, type Viewport, sidewaysOverflow } from './helpers/browser';

// The listening pages (podcasts, episodes, events, local news, lectures) as a Somali listener's browser
// shows them, on a desktop and on a phone: Somali labels, and the longer Somali words wrap rather than
// push the page wider than the screen.


describe('the listening pages in Somali in a real browser', BROWSER_TESTS, () => {
  let session: BrowserSession;
  const ids = { podcast: 0, episode: 0, event: 0, story: 0, scholar: 0, topic: 0, resource: 0 };
  let episodeTitle = '';
  let resourceTitle = '';

  beforeAll(async () => {
    session = await startBrowserSession({ demo: true });
    const { knex } = session.ctx;
    ids.podcast = (await knex('podcasts').orderBy('id').first('id')).id;
    const episode = await knex('episodes').where('podcast_id', ids.podcast).andWhere('pub_date', '<=', new Date()).orderBy('pub_date', 'desc').first('id', 'title');
    [ids.episode, episodeTitle] = [episode.id, episode.title];
    ids.event = (await knex('events').whereNotNull('published_at').whereNotNull('ticket_url').where('date_at', '>', new Date()).orderBy('date_at').first('id')).id;
    ids.story = (await knex('stories').whereNotNull('published_at').whereNotNull('author').orderBy('published_at', 'desc').first('id')).id;
    ids.scholar = (await knex('scholars').orderBy('id').first('id')).id;
    ids.topic = (await knex('topics').where('topic_type', 'tafsiir').first('id')).id;
    const resource = await knex('resources').whereNotNull('description').whereExists(knex('media').whereRaw('media.resource_id = resources.id')).orderBy('id').first('id', 'title');
    [ids.resource, resourceTitle] = [resource.id, resource.title];
  }, 120_000);
  afterAll(async () => session?.close());

  for (const [name, viewport] of [['desktop', VIEWPORTS.desktop], ['phone', VIEWPORTS.mobile]] as [string, Viewport][]) {
    it(`shows podcasts, an episode, an event, the news, a story and the lectures in Somali (${name})`, { timeout: 240_000 }, async () => {
      const { page, problems, appStarted } = await session.newPage(viewport, { locale: 'so' });
      const visit = async (path: string, shot: string) => {
        await page.goto(path);
        await appStarted();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('so');
        await page.locator('main h1').first().waitFor({ state: 'visible' });
        await session.screenshot(page, `listening-so-${shot}-${name}`, { fullPage: true });
        expect(await sidewaysOverflow(page), `${path} wider than the ${name} window`).toBe(0);
      };

      await visit('/podcasts', 'podcasts');
      expect(await page.locator('main h1').textContent()).toBe('Podcasts');
      expect(await page.locator('main').getByText(/^\d+ qaybood$/).count()).toBeGreaterThan(0);

      await visit(`/podcast/${ids.podcast}`, 'podcast');
      expect(await page.getByRole('heading', { name: /Dhammaan qaybaha, kuwa ugu cusub marka hore/ }).isVisible()).toBe(true);

      await visit(`/episode/${ids.episode}`, 'episode');
      expect(await page.getByRole('button', { name: `Daar qaybta: ${episodeTitle}` }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /^Dhammaan qaybaha / }).isVisible()).toBe(true);

      await visit(`/event/${ids.event}`, 'event');
      expect(await page.getByText('Munaasabad soo socota').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: /^Iibso tigidh/ }).isVisible()).toBe(true);

      await visit('/stories', 'stories');
      expect(await page.locator('main h1').textContent()).toBe('Wararka maxalliga');

      await visit(`/story/${ids.story}`, 'story');
      expect(await page.getByText(/^Waxaa qoray /).isVisible()).toBe(true);
      expect(await page.locator('main').getByRole('link', { name: 'Wararka maxalliga' }).getAttribute('href')).toBe('/stories');

      await visit('/scholars', 'scholars');
      expect(await page.getByRole('heading', { name: /Dooro caalim/ }).isVisible()).toBe(true);

      await visit(`/scholar/${ids.scholar}`, 'scholar');
      expect(await page.getByRole('heading', { name: /Casharrada, sida ay isugu xigaan/ }).isVisible()).toBe(true);

      await visit(`/topic/${ids.topic}`, 'topic');
      expect(await page.getByText('Mawduuc · Tafsiir').isVisible()).toBe(true);

      await visit(`/resource/${ids.resource}`, 'lecture');
      expect(await page.getByRole('button', { name: `Dhageyso: ${resourceTitle}` }).first().isVisible()).toBe(true);
      expect(await page.getByRole('list', { name: 'Qaybaha casharka' }).isVisible()).toBe(true);
      expect(problems()).toEqual([]);
    });
  }
});
