import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { onePageOfEachKind } from '../helpers/public-pages';
import { entries, ISO_DURATION, missingProperties, STRUCTURED_DATA_RULES, valuesAt } from '../helpers/structured-data-rules';

type Node = Record<string, unknown>;

/** The JSON-LD documents of a page's server HTML, as a crawler reads them. */
const jsonLdOf = (html: string): Node[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Node);

/** The typed things of a document: the document itself, or each entry of its @graph. */
const thingsOf = (document: Node): Node[] => (Array.isArray(document['@graph']) ? (document['@graph'] as Node[]) : [document]);

/** The schema.org type each kind of page describes itself as. */
const EXPECTED: Record<string, string[]> = {
  home: ['WebSite', 'Organization'],
  song: ['MusicRecording'],
  artist: ['MusicGroup'],
  album: ['MusicAlbum'],
  playlist: ['MusicPlaylist'],
  podcast: ['PodcastSeries'],
  episode: ['PodcastEpisode'],
  event: ['MusicEvent'],
  story: ['NewsArticle'],
  scholar: ['Person'],
  topic: ['CollectionPage'],
  resource: ['LearningResource'],
  '/search': ['SearchResultsPage'],
  '/search?query=hees': ['SearchResultsPage'],
};
const expectedTypes = (kind: string) => EXPECTED[kind] ?? (kind.startsWith('/pages/') ? ['WebPage'] : ['CollectionPage']);

/**
 * The JSON-LD of one page of each kind, read from the server's HTML and held to Google's required and
 * recommended properties for its type (tests/helpers/structured-data-rules.ts).
 */
describe('structured data of every kind of public page', () => {
  let ctx: TestContext;
  let documents: Map<string, Node[]>;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    documents = new Map();
    for (const [kind, path] of await onePageOfEachKind(ctx.app)) documents.set(kind, jsonLdOf((await request(ctx.app).get(path).expect(200)).text));
  });
  afterAll(async () => ctx?.close());

  const pageOf = async (path: string) => jsonLdOf((await request(ctx.app).get(path).expect(200)).text).flatMap(thingsOf);

  it('every page carries the type its content is, with the required and recommended properties of that type', () => {
    expect(documents.size).toBeGreaterThanOrEqual(27);
    for (const [kind, docs] of documents) {
      expect(docs, kind).toHaveLength(1);
      expect(docs[0]!['@context'], kind).toBe('https://schema.org');
      const things = docs.flatMap(thingsOf);
      expect(things.map((thing) => thing['@type']), kind).toEqual(expectedTypes(kind));
      for (const thing of things) {
        const rules = STRUCTURED_DATA_RULES[thing['@type'] as string]!;
        expect(missingProperties(thing, rules), `${kind} ${thing['@type'] as string}`).toEqual([]);
      }
    }
  });

  it('no image is an SVG, every address is absolute, every duration is ISO 8601', () => {
    let images = 0;
    let durations = 0;
    for (const [kind, docs] of documents) {
      for (const [key, value] of entries(docs)) {
        if (key === 'image' && typeof value === 'string') {
          images++;
          expect(value, kind).toMatch(/^https?:\/\/[^/]+\/.+\.(png|jpe?g)$/);
        }
        if (key === 'url' || key === 'contentUrl' || key === 'webFeed' || key === 'urlTemplate') expect(value, `${kind} ${key}`).toMatch(/^https?:\/\//);
        if (key === 'duration') {
          durations++;
          expect(value, kind).toMatch(ISO_DURATION);
        }
      }
    }
    expect(images).toBeGreaterThanOrEqual(11);
    expect(durations).toBeGreaterThanOrEqual(3);
  });

  it('the home page offers the search box and the list pages their items in order', () => {
    const [website] = documents.get('home')!.flatMap(thingsOf);
    expect(valuesAt(website, 'potentialAction.target.urlTemplate')).toEqual(['http://localhost:3000/search?query={search_term_string}']);
    expect(valuesAt(website, 'potentialAction.query-input')).toEqual(['required name=search_term_string']);
    for (const kind of ['playlists', 'podcasts', 'just-added', 'smart', 'stories', 'scholars', 'genres', 'artist songs']) {
      const [page] = documents.get(kind)!;
      const items = valuesAt(page, 'mainEntity.itemListElement[]') as Node[];
      expect(items.length, kind).toBeGreaterThan(0);
      expect(items.map((item) => item.position), kind).toEqual(items.map((_, index) => index + 1));
      for (const item of items) expect(item.url, kind).toMatch(/^http:\/\/localhost:3000\//);
    }
  });

  it('what exists is given: a song its album, an album and a playlist their tracks, a story when it changed', async () => {
    const song = await ctx.knex('songs').whereNull('deleted_at').whereNotNull('album_id').orderBy('id').first<{ id: number; album_id: number }>('id', 'album_id');
    const [recording] = await pageOf(`/song/${song.id}`);
    expect(recording!.inAlbum).toMatchObject({ '@type': 'MusicAlbum', url: `http://localhost:3000/album/${song.album_id}` });

    const [album] = await pageOf(`/album/${song.album_id}`);
    const tracks = album!.track as Node[];
    expect(tracks.length).toBe(album!.numTracks);
    expect(tracks.map((track) => track.url)).toContain(`http://localhost:3000/song/${song.id}`);

    const [playlist] = documents.get('playlist')!;
    expect((playlist!.track as Node[]).length).toBe(Math.min(Number(playlist!.numTracks), (playlist!.track as Node[]).length));
    expect((playlist!.track as Node[]).length).toBeGreaterThan(0);

    const story = await ctx.knex('stories').whereNotNull('published_at').whereNull('deleted_at').orderBy('id').first<{ id: number; updated_at: Date }>('id', 'updated_at');
    const [article] = await pageOf(`/story/${story.id}`);
    expect(article!.dateModified).toBe(story.updated_at.toISOString());
  });

  it('an event has an offer with price, currency and availability only where the price says them, and its country as an ISO code', async () => {
    const events = await ctx.knex('events').join('countries', 'countries.id', 'events.country_id').whereNull('events.deleted_at').whereNotNull('events.published_at').select<{ id: number; price: string; code: string; date_at: Date }[]>('events.id', 'events.price', 'countries.code', 'events.date_at');
    let offers = 0;
    for (const event of events) {
      const [data] = await pageOf(`/event/${event.id}`);
      expect(valuesAt(data, 'location.address.addressCountry'), event.price).toEqual([event.code]);
      const offer = data!.offers as Node | undefined;
      if (offer) {
        offers++;
        expect(event.date_at.getTime()).toBeGreaterThan(Date.now());
        expect(offer, event.price).toMatchObject({ price: expect.stringMatching(/^\d+(\.\d+)?$/), priceCurrency: expect.stringMatching(/^[A-Z]{3}$/), availability: 'https://schema.org/InStock' });
      }
      if (event.price === 'Free' || event.date_at.getTime() < Date.now()) expect(offer, event.price).toBeUndefined();
    }
    expect(offers).toBeGreaterThanOrEqual(2);
  });
});
