import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets, inertiaGet } from '../helpers/inertia';
import { pageOf } from '../helpers/http';

/**
 * Without APP_URL the absolute links (the share and canonical links the client makes from `app.url`,
 * robots.txt, sitemaps, podcast feeds) follow the address the visitor used, behind a trusted proxy
 * too; with it they stay APP_URL's (sitemap.test.ts, public-pages.test.ts).
 */
let ctx: TestContext;
let songId: number;
let podcastId: number;
beforeAll(async () => {
  // The visitor cache on: an answer kept for one host must never reach another.
  ctx = await createTestContext({ demo: true, clientAssets, env: { APP_URL: undefined, VISITOR_CACHE_SECONDS: '30' } });
  songId = (await ctx.knex('songs').orderBy('id').first<{ id: number }>('id')).id;
  podcastId = (await ctx.knex('podcasts').orderBy('id').first<{ id: number }>('id')).id;
});
afterAll(async () => ctx?.close());

const appUrlOf = (res: request.Response) => (pageOf(res).props.app as { url: string }).url;

describe('the public origin when APP_URL is not set', () => {
  it('gives pages the origin the visitor asked for, as an Inertia visit and as HTML, each host its own (never a kept copy of another\'s)', async () => {
    expect(appUrlOf(await inertiaGet(ctx.app, `/song/${songId}`).set('Host', 'hees.lan:8080').expect(200))).toBe('http://hees.lan:8080');
    expect(appUrlOf(await inertiaGet(ctx.app, `/song/${songId}`).set('Host', 'music.example').expect(200))).toBe('http://music.example');
    // The same address again for each host: the visitor cache may answer, with that host's page.
    expect(appUrlOf(await inertiaGet(ctx.app, `/song/${songId}`).set('Host', 'hees.lan:8080').expect(200))).toBe('http://hees.lan:8080');
    const html = await request(ctx.app).get(`/song/${songId}`).set('Host', 'Music.Example').expect(200);
    expect(appUrlOf(html)).toBe('http://music.example');
    expect(html.text).not.toContain('localhost:');
  });

  it('follows X-Forwarded-Proto and X-Forwarded-Host from the trusted proxy (loopback)', async () => {
    const res = await inertiaGet(ctx.app, `/song/${songId}`).set('Host', '127.0.0.1:3000').set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'hees.so').expect(200);
    expect(appUrlOf(res)).toBe('https://hees.so');
  });

  it('writes robots.txt, the sitemaps and a podcast\'s feed with that origin', async () => {
    const robots = await request(ctx.app).get('/robots.txt').set('Host', 'hees.lan').expect(200);
    expect(robots.text).toContain('Sitemap: http://hees.lan/sitemap.xml');
    const index = await request(ctx.app).get('/sitemap.xml').set('Host', 'hees.lan').expect(200);
    expect(index.text).toContain('<loc>http://hees.lan/sitemaps/static.xml</loc>');
    expect(index.text).not.toContain('localhost');
    const songs = await request(ctx.app).get('/sitemaps/songs-1.xml').set('Host', 'hees.lan').expect(200);
    expect(songs.text).toContain(`<loc>http://hees.lan/song/${songId}</loc>`);
    const feed = await request(ctx.app).get(`/podcast/${podcastId}/feed.xml`).set('Host', 'hees.lan').expect(200);
    expect(feed.text).toContain(`http://hees.lan/podcast/${podcastId}`);
    expect(feed.text).not.toContain('localhost');
  });

  it('does not write a Host that is not a host name into a page', async () => {
    const res = await inertiaGet(ctx.app, `/song/${songId}`).set('Host', 'evil.example"><script>x()</script>').expect(200);
    expect(appUrlOf(res)).toBe(ctx.config.appUrl);
  });
});
