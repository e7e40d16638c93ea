import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { escapeXml, urlSet } from '../../server/features/seo/sitemap.xml';

const APP_URL = 'https://hees.example';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Location {
  loc: string;
  lastmod?: string;
}

const TEXT = String.raw`(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)*`;
const W3C = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ`;

/**
 * Reads a sitemap document, failing unless it has exactly the protocol's shape: the XML declaration,
 * the root in the sitemap namespace, then one <url>/<sitemap> per line holding a <loc> and an
 * optional <lastmod>, with every `&` and `<` in the text escaped. (No XML library is installed;
 * this shape is all the app writes.)
 */
function readSitemap(xml: string, root: 'urlset' | 'sitemapindex'): Location[] {
  const item = root === 'urlset' ? 'url' : 'sitemap';
  const line = new RegExp(`^<${item}><loc>(${TEXT})</loc>(?:<lastmod>(${W3C})</lastmod>)?</${item}>$`);
  const lines = xml.split('\n');
  expect(lines.shift()).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines.shift()).toBe(`<${root} xmlns="${XMLNS}">`);
  expect(lines.pop()).toBe('');
  expect(lines.pop()).toBe(`</${root}>`);
  return lines.map((text) => {
    const match = line.exec(text);
    if (!match) throw new Error(`not a <${item}> line: ${text}`);
    const loc = match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    return match[2] ? { loc, lastmod: match[2] } : { loc };
  });
}

const secondsOf = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

async function fetchSitemap(ctx: TestContext, path: string, root: 'urlset' | 'sitemapindex') {
  const res = await request(ctx.app).get(path).expect(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return readSitemap(res.text, root);
}

describe('robots.txt and the sitemaps of the demo catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ demo: true, env: { APP_URL } });
  });
  afterAll(async () => ctx?.close());

  it('serves robots.txt: everything allowed but backstage, its API and sign-in; the sitemap named', async () => {
    const res = await request(ctx.app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /backstage',
        'Disallow: /api/backstage',
        'Disallow: /auth',
        '',
        `Sitemap: ${APP_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('indexes one file per 10,000 rows of each kind, with the newest change of each as lastmod', async () => {
    const index = await fetchSitemap(ctx, '/sitemap.xml', 'sitemapindex');
    const expected: Location[] = [{ loc: `${APP_URL}/sitemaps/static.xml` }];
    const published = (table: string) => ctx.knex(table).whereNotNull('published_at');
    const sources: [string, () => ReturnType<TestContext['knex']>][] = [
      ['songs', () => ctx.knex('songs')],
      ['artists', () => ctx.knex('artists')],
      ['albums', () => ctx.knex('albums')],
      ['playlists', () => ctx.knex('playlists')],
      ['podcasts', () => ctx.knex('podcasts')],
      ['episodes', () => ctx.knex('episodes')],
      ['events', () => published('events')],
      ['stories', () => published('stories')],
      ['scholars', () => ctx.knex('scholars')],
      ['topics', () => ctx.knex('topics')],
      ['resources', () => ctx.knex('resources')],
      ['pages', () => ctx.knex('pages').whereNot('slug', 'apps')],
    ];
    for (const [name, rows] of sources) {
      const { count, max_id, lastmod } = (await rows().first(
        ctx.knex.raw('count(*)::int as count'),
        ctx.knex.raw('max(id) as max_id'),
        ctx.knex.raw('max(updated_at) as lastmod'),
      )) as { count: number; max_id: number; lastmod: Date };
      // The demo catalogue is small: every kind fits in its first file.
      expect(count, name).toBeGreaterThan(0);
      expect(max_id, name).toBeLessThanOrEqual(10_000);
      expected.push({ loc: `${APP_URL}/sitemaps/${name}-1.xml`, lastmod: secondsOf(lastmod) });
    }
    expect(index).toEqual(expected);
  });

  it('lists every song at its absolute /song/{id} URL, with its updated_at', async () => {
    const urls = await fetchSitemap(ctx, '/sitemaps/songs-1.xml', 'urlset');
    const songs = await ctx.knex('songs').orderBy('id').select<{ id: number; updated_at: Date }[]>('id', 'updated_at');
    expect(urls).toEqual(songs.map((song) => ({ loc: `${APP_URL}/song/${song.id}`, lastmod: secondsOf(song.updated_at) })));
  });

  it('lists only published stories', async () => {
    const urls = await fetchSitemap(ctx, '/sitemaps/stories-1.xml', 'urlset');
    const stories = await ctx.knex('stories').select<{ id: number; published_at: Date | null }[]>('id', 'published_at');
    const unpublished = stories.filter((story) => !story.published_at);
    expect(unpublished.length).toBeGreaterThan(0);
    expect(urls.map((url) => url.loc).sort()).toEqual(
      stories.filter((story) => story.published_at).map((story) => `${APP_URL}/story/${story.id}`).sort(),
    );
  });

  it('lists the content pages by slug, and the public pages no row stands behind', async () => {
    const pages = await fetchSitemap(ctx, '/sitemaps/pages-1.xml', 'urlset');
    expect(pages.map((page) => page.loc)).toEqual(
      expect.arrayContaining([`${APP_URL}/pages/privacy-policy`, `${APP_URL}/pages/terms`, `${APP_URL}/pages/apps-changelog`]),
    );
    const statics = await fetchSitemap(ctx, '/sitemaps/static.xml', 'urlset');
    expect(statics).toEqual(
      ['/', '/playlists', '/podcasts', '/just-added', '/smart', '/stories', '/scholars', '/genres', '/pages/apps'].map((path) => ({ loc: APP_URL + path })),
    );
  });

  it('answers 404 for a file that does not exist or would be empty', async () => {
    await request(ctx.app).get('/sitemaps/songs-2.xml').expect(404);
    await request(ctx.app).get('/sitemaps/users-1.xml').expect(404);
    await request(ctx.app).get('/sitemaps/songs-0.xml').expect(404);
    await request(ctx.app).get('/sitemaps/songs.xml').expect(404);
  });
});

describe('sitemaps of a large catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { APP_URL } });
    const [artist] = await ctx.knex('artists').insert({ name: 'Hodan', slug: 'hodan' }).returning<{ id: number }[]>('id');
    // Ids far apart stand in for 25,000 songs: a file holds the ids of its range of 10,000.
    await ctx.knex('songs').insert(
      [1, 10_000, 10_001, 25_000].map((id) => ({ id, name: `Hees ${id}`, slug: `hees-${id}`, artist_id: artist!.id })),
    );
    await ctx.knex('events').insert([
      { id: 1, name: 'Published', slug: 'published', date_at: new Date(), published_at: new Date() },
      { id: 2, name: 'Draft', slug: 'draft', date_at: new Date(), published_at: null },
    ]);
    await ctx.knex('pages').insert({ title: 'Tom & Jerry <3', slug: 'tom-&-jerry' });
  });
  afterAll(async () => ctx?.close());

  it('splits the songs into files of at most 10,000 URLs by id, and skips the empty ones', async () => {
    const index = await fetchSitemap(ctx, '/sitemap.xml', 'sitemapindex');
    expect(index.map((entry) => entry.loc.replace(`${APP_URL}/sitemaps/`, ''))).toEqual([
      'static.xml',
      'songs-1.xml',
      'songs-2.xml',
      'songs-3.xml',
      'artists-1.xml',
      'events-1.xml',
      'pages-1.xml',
    ]);
    const locs = async (file: string) => (await fetchSitemap(ctx, `/sitemaps/${file}`, 'urlset')).map((url) => url.loc);
    expect(await locs('songs-1.xml')).toEqual([`${APP_URL}/song/1`, `${APP_URL}/song/10000`]);
    expect(await locs('songs-2.xml')).toEqual([`${APP_URL}/song/10001`]);
    expect(await locs('songs-3.xml')).toEqual([`${APP_URL}/song/25000`]);
  });

  it('leaves unpublished events out', async () => {
    expect((await fetchSitemap(ctx, '/sitemaps/events-1.xml', 'urlset')).map((url) => url.loc)).toEqual([`${APP_URL}/event/1`]);
  });

  it('escapes what XML and URLs require', async () => {
    const res = await request(ctx.app).get('/sitemaps/pages-1.xml').expect(200);
    expect(res.text).toContain(`<loc>${APP_URL}/pages/tom-%26-jerry</loc>`);
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(readSitemap(urlSet([{ loc: 'https://hees.example/search?q=a&page=2' }]), 'urlset')).toEqual([
      { loc: 'https://hees.example/search?q=a&page=2' },
    ]);
    expect(urlSet([{ loc: 'https://hees.example/search?q=a&page=2' }])).toContain('q=a&amp;page=2');
  });
});
