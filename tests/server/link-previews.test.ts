import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { onePageOfEachKind } from '../helpers/public-pages';

/**
 * Link previews as WhatsApp, Facebook, X and Telegram build them: the server's HTML of one page of
 * each kind is read by open-graph-scraper (the npm scraper link-preview services run, on the HTML
 * string: no network), and the og:image it finds is fetched from the app and measured.
 */
describe('link previews of every kind of public page', () => {
  let ctx: TestContext;
  let pages: Map<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    pages = await onePageOfEachKind(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it('covers every kind the sitemaps list and the list pages', () => {
    const kinds = [...pages.keys()];
    for (const kind of ['home', 'song', 'artist', 'album', 'playlist', 'podcast', 'episode', 'event', 'story', 'scholar', 'topic', 'resource']) expect(kinds).toContain(kind);
    for (const kind of ['playlists', 'podcasts', 'just-added', 'smart', 'stories', 'scholars', 'genres', '/pages/apps', '/pages/privacy-policy', '/pages/terms', '/pages/apps-changelog', '/search', '/search?query=hees', 'artist songs']) expect(kinds).toContain(kind);
    expect(kinds.some((kind) => kind.startsWith('/genre?id='))).toBe(true);
  });

  it('each has a 1200x630 PNG og:image, absolute, with alt text on og and twitter', async () => {
    const seen: string[] = [];
    for (const [kind, path] of pages) {
      const html = (await request(ctx.app).get(path).set('Accept-Language', 'so').expect(200)).text;
      const { result, error } = await ogs({ html });
      expect(error, kind).toBe(false);
      const [image] = result.ogImage ?? [];
      const [twitter] = result.twitterImage ?? [];
      expect(image?.url, kind).toMatch(/^http:\/\/localhost:3000\/share\/[a-z]+\/[a-z0-9-]+\.png$/);
      expect([image?.type, String(image?.width), String(image?.height)], kind).toEqual(['image/png', '1200', '630']);
      expect(image?.alt?.trim(), kind).toBeTruthy();
      expect(twitter?.url, kind).toBe(image!.url);
      expect(twitter?.alt, kind).toBe(image!.alt);
      expect(result.twitterCard, kind).toBe('summary_large_image');

      const card = await request(ctx.app).get(new URL(image!.url).pathname).expect(200);
      expect(card.headers['content-type'], kind).toBe('image/png');
      const meta = await sharp(card.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height], kind).toEqual(['png', 1200, 630]);
      seen.push(kind);
    }
    expect(seen.length).toBeGreaterThanOrEqual(27);
  });

  it("the alt text says what the card shows, in the page's language", async () => {
    const song = await ctx.knex('songs').whereNull('deleted_at').orderBy('id').first<{ id: number; name: string }>('id', 'name');
    const altOf = async (path: string, language: string) => {
      const html = (await request(ctx.app).get(path).set('Accept-Language', language).expect(200)).text;
      return (await ogs({ html })).result.ogImage?.[0]?.alt;
    };
    expect(await altOf(`/song/${song.id}`, 'so')).toContain(`Kaarka Hees ee “${song.name}”`);
    expect(await altOf(`/song/${song.id}`, 'en')).toContain(`The Hees card of “${song.name}”`);
    expect(await altOf('/playlists', 'en')).toBe('“Playlists” beside the Hees logo');
  });

  it('a page card is drawn only for the list pages and the static pages there are', async () => {
    await request(ctx.app).get('/share/page/home.png').expect(200);
    await request(ctx.app).get('/share/page/terms.png').expect(200);
    await request(ctx.app).get('/share/page/no-such-page.png').expect(404);
    await request(ctx.app).get('/share/page/Hello%20World.png').expect(404);
    await request(ctx.app).get(`/share/page/${'a'.repeat(300)}.png`).expect(404);
    for (const path of ['home.png%00', '..%2f..%2fpackage.json', '__proto__.png', 'constructor.png', 'HOME.png', '%3Cb%3Ex%3C%2Fb%3E.png', '-terms.png', 'home.png.png']) {
      const res = await request(ctx.app).get(`/share/page/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('<b>x</b>');
    }
    await ctx.knex('pages').where('slug', 'terms').update({ deleted_at: new Date() });
    await request(ctx.app).get('/share/page/terms.png').expect(404);
  });
});
