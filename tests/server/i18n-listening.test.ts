import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { expectPagesInOneLanguage, readPage } from '../helpers/language';
import { CATALOGUES, type MessageId } from '@common/i18n/catalogue';

// The listening pages (podcasts, episodes, events, local news, lectures) in Somali by default and in
// English on request: no phrase of the other language in what a reader sees or hears, the headings and
// buttons in the asked language, and the titles and descriptions the server writes in it too.

const SOMALI = {};
const ENGLISH = { 'Accept-Language': 'en' };

describe('the listening pages in Somali and English', () => {
  let ctx: TestContext;
  const ids = { podcast: 0, episode: 0, event: 0, story: 0, scholar: 0, topic: 0, resource: 0 };
  const urls = () => [
    '/podcasts',
    `/podcast/${ids.podcast}`,
    `/episode/${ids.episode}`,
    `/event/${ids.event}`,
    '/stories',
    `/story/${ids.story}`,
    '/scholars',
    `/scholar/${ids.scholar}`,
    `/topic/${ids.topic}`,
    `/resource/${ids.resource}`,
  ];

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    const { knex } = ctx;
    ids.podcast = (await knex('podcasts').orderBy('id').first('id')).id;
    ids.episode = (await knex('episodes').where('podcast_id', ids.podcast).andWhere('pub_date', '<=', new Date()).orderBy('pub_date', 'desc').first('id')).id;
    ids.story = (await knex('stories').whereNotNull('published_at').whereNotNull('author').whereNotNull('source_article').orderBy('id').first('id')).id;
    ids.scholar = (await knex('scholars').orderBy('id').first('id')).id;
    ids.topic = (await knex('topics').where('topic_type', 'tajweed').first('id')).id;
    // A lecture with recordings, a description and translation blocks: every section of the page.
    ids.resource = (await knex('resources').whereNotNull('description').whereExists(knex('media').whereRaw('media.resource_id = resources.id')).orderBy('id').first('id')).id;
    // An upcoming event with a ticket link, in a month whose short name differs between the languages.
    const event = await knex('events').whereNotNull('published_at').whereNotNull('ticket_url').orderBy('id').first('id');
    ids.event = event.id;
    await knex('events').where('id', ids.event).update({ date_at: new Date(Date.UTC(new Date().getUTCFullYear() + 2, 7, 14, 18)) });
    await knex('stories').where('id', ids.story).update({ published_at: new Date(Date.UTC(2025, 9, 3, 9)) });
  });
  afterAll(async () => ctx?.close());

  for (const [locale, headers] of [['so', SOMALI], ['en', ENGLISH]] as const) {
    it(`shows no text of the other language on any listening page in ${locale} (text and spoken labels)`, async () => {
      await expectPagesInOneLanguage(ctx.app, urls(), locale, headers);
    });
  }

  const shown = (url: string, headers: Record<string, string>) => readPage(ctx.app, url, headers);

  it('titles the podcast list and counts a show’s episodes in the asked language', async () => {
    const so = await shown('/podcasts', SOMALI);
    expect(so.text).toContain(' Podcasts ');
    expect(so.text).toMatch(/\d+ qaybood/);
    const en = await shown('/podcasts', ENGLISH);
    expect(en.text).toContain(' Podcasts ');
    expect(en.text).toMatch(/\d+ episodes/);

    const show = await shown(`/podcast/${ids.podcast}`, SOMALI);
    expect(show.text).toContain('Dhammaan qaybaha, kuwa ugu cusub marka hore');
    expect((await shown(`/podcast/${ids.podcast}`, ENGLISH)).text).toContain('All episodes, newest first');
  });

  it('labels an episode’s play button and its way back to the show in the asked language', async () => {
    const podcast = await ctx.knex('podcasts').where('id', ids.podcast).first('title');
    const episode = await ctx.knex('episodes').where('id', ids.episode).first('title');
    const so = await shown(`/episode/${ids.episode}`, SOMALI);
    expect(so.spoken).toContain(`Daar qaybta: ${episode.title}`);
    expect(so.text).toContain(`Dhammaan qaybaha ${podcast.title}`);
    const en = await shown(`/episode/${ids.episode}`, ENGLISH);
    expect(en.spoken).toContain(`Play episode: ${episode.title}`);
    expect(en.text).toContain(`All episodes of ${podcast.title}`);
    // A shared moment: "Play from 1:35".
    expect((await shown(`/episode/${ids.episode}?t=95`, SOMALI)).spoken).toContain(`Ka daar 1:35: ${episode.title}`);
    expect((await shown(`/episode/${ids.episode}?t=95`, ENGLISH)).spoken).toContain(`Play from 1:35: ${episode.title}`);
  });

  it('shows an event’s date, ticket link and sections in the asked language, and describes it in it', async () => {
    const year = new Date().getUTCFullYear() + 2;
    const so = await shown(`/event/${ids.event}`, SOMALI);
    expect(so.text).toContain('Munaasabad soo socota');
    expect(so.text).toContain(`14 Ogo ${year}`);
    expect(so.text).toContain('Iibso tigidh (wuxuu ku furmayaa tab cusub)');
    expect(so.text).toContain('Ku saabsan munaasabadda');
    expect(so.props.description).toMatch(new RegExp(`^14 Ogo ${year}, `));
    const en = await shown(`/event/${ids.event}`, ENGLISH);
    expect(en.text).toContain('Upcoming event');
    expect(en.text).toContain(`14 Aug ${year}`);
    expect(en.text).toContain('Buy ticket (opens in a new tab)');
    expect(en.text).toContain('About the event');
    expect(en.props.description).toMatch(new RegExp(`^14 Aug ${year}, `));
  });

  it('dates the home page’s event cards with the catalogue’s months, not the API’s English date', async () => {
    // The soonest events move to the next month whose short name differs between the languages (Abr/Apr,
    // Lul/Jul … Dis/Dec), so the first card tells the catalogue's month from the API's English one.
    const now = new Date();
    let month = now.getUTCMonth() + 1;
    while (CATALOGUES.so[`month.short.${(month % 12) + 1}` as MessageId] === CATALOGUES.en[`month.short.${(month % 12) + 1}` as MessageId]) month += 1;
    const target = new Date(Date.UTC(now.getUTCFullYear(), month, 2, 18));
    const soon = await ctx.knex('events').where('date_at', '>', now).andWhere('date_at', '<', target).orderBy('id').pluck('id');
    for (const [index, id] of soon.entries()) await ctx.knex('events').where('id', id).update({ date_at: new Date(target.getTime() + index * 3_600_000) });
    for (const [locale, headers] of [['so', SOMALI], ['en', ENGLISH]] as const) {
      const home = await shown('/', headers);
      const [event] = home.props.events as { date_at: string }[];
      const date = new Date(event!.date_at);
      const month = CATALOGUES[locale][`month.short.${date.getUTCMonth() + 1}` as MessageId];
      expect(home.text, locale).toContain(`${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`);
    }
  });

  it('writes the news list’s title and a story’s date, author and source in the asked language', async () => {
    const so = await shown('/stories', SOMALI);
    expect(so.props).toMatchObject({ title: 'Wararka maxalliga', description: 'Wararka muusigga, fanaaniinta iyo munaasabadaha Soomaaliyeed.' });
    expect(so.text).toContain(' Wararka maxalliga ');
    expect(so.text).toContain('3 Okt 2025');
    const en = await shown('/stories', ENGLISH);
    expect(en.props).toMatchObject({ title: 'Local News', description: 'News of Somali music, artists and events.' });
    expect(en.text).toContain(' Local News ');
    expect(en.text).toContain('3 Oct 2025');

    const story = await ctx.knex('stories').where('id', ids.story).first('author');
    const soStory = await shown(`/story/${ids.story}`, SOMALI);
    expect(soStory.text).toContain(`Waxaa qoray ${story.author}`);
    expect(soStory.text).toContain('Isha:');
    expect(soStory.text).toContain('3 Okt 2025');
    const enStory = await shown(`/story/${ids.story}`, ENGLISH);
    expect(enStory.text).toContain(`By ${story.author}`);
    expect(enStory.text).toContain('Source:');
  });

  it('names the lecture pages’ sections, counts and buttons in the asked language', async () => {
    const so = await shown('/scholars', SOMALI);
    expect(so.props).toMatchObject({ title: 'Casharrada' });
    expect(so.text).toContain('Dooro caalim');
    expect(so.text).toMatch(/\d+ cashar\b/);
    const en = await shown('/scholars', ENGLISH);
    expect(en.props).toMatchObject({ title: 'Lectures', description: 'Islamic lectures and talks to listen to, given by Somali scholars, with Arabic and English translations.' });
    expect(en.text).toContain('Choose a scholar');
    expect(en.text).toMatch(/\d+ lectures?\b/);

    expect((await shown(`/topic/${ids.topic}`, SOMALI)).text).toContain('Mawduuc · Tajwiid');
    expect((await shown(`/topic/${ids.topic}`, ENGLISH)).text).toContain('Topic · Tajweed');

    const resource = await ctx.knex('resources').where('id', ids.resource).first('title');
    const soLecture = await shown(`/resource/${ids.resource}`, SOMALI);
    expect(soLecture.spoken).toContain('Qaybaha casharka');
    expect(soLecture.spoken).toContain(`Dhageyso: ${resource.title}`);
    expect(soLecture.text).toContain('Ku saabsan casharkan');
    const enLecture = await shown(`/resource/${ids.resource}`, ENGLISH);
    expect(enLecture.spoken).toContain('Recordings');
    expect(enLecture.spoken).toContain(`Listen: ${resource.title}`);
    expect(enLecture.text).toContain('About this lecture');
  });

  it('writes the fallback descriptions of a podcast, a scholar and a topic in the asked language', async () => {
    await ctx.knex('podcasts').where('id', ids.podcast).update({ description: '' });
    await ctx.knex('scholars').where('id', ids.scholar).update({ bio: null });
    await ctx.knex('topics').where('id', ids.topic).update({ description: null });
    const podcast = await ctx.knex('podcasts').where('id', ids.podcast).first('title');
    const scholar = await ctx.knex('scholars').where('id', ids.scholar).first('name');
    const topic = await ctx.knex('topics').where('id', ids.topic).first('name');

    expect((await shown(`/podcast/${ids.podcast}`, SOMALI)).props.description).toBe(`${podcast.title}, podcast laga dhageysto Hees.`);
    expect((await shown(`/podcast/${ids.podcast}`, ENGLISH)).props.description).toBe(`${podcast.title}, a podcast on Hees.`);
    expect((await shown(`/scholar/${ids.scholar}`, SOMALI)).props.description).toBe(`Casharrada ${scholar.name}.`);
    expect((await shown(`/scholar/${ids.scholar}`, ENGLISH)).props.description).toBe(`Lectures by ${scholar.name}.`);
    expect((await shown(`/topic/${ids.topic}`, SOMALI)).props.description).toBe(`Casharro ku saabsan ${topic.name}.`);
    expect((await shown(`/topic/${ids.topic}`, ENGLISH)).props.description).toBe(`Lectures on ${topic.name}.`);
    expect((await shown('/podcasts', ENGLISH)).props).toMatchObject({ title: 'Podcasts', description: 'Somali podcasts on music, history and life: interviews, stories and conversations.' });
  });
});
