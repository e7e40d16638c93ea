import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router } from 'express';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { SESSION_COOKIE } from '../../server/app';
import { XSRF_COOKIE } from '../../server/http/csrf';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const PRIVATE = 'private, no-cache';
const FOR_GOOD = 'public, max-age=31536000, immutable';
const VERSION = 'cache-v1';

function testRoutes() {
  const router = Router();
  router.get('/api/http-cache-test', (_req, res) => {
    res.json({ data: [{ id: 1, name: 'Hees' }] });
  });
  // Anything kept in the session (here a write's flash message) gives the visitor a session cookie.
  router.post('/http-cache-test/flash', (_req, res) => {
    res.inertia.flash('success', 'Saved.');
    res.redirect('/');
  });
  return [router];
}

const cookiePair = (setCookie: string[] | string | undefined, name: string) =>
  ([] as string[]).concat(setCookie ?? []).find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];

describe('HTTP caching', () => {
  let ctx: TestContext;
  /** The XSRF-TOKEN cookie a browser holds after its first page: a visitor, not signed in. */
  let visitorCookie: string;

  beforeAll(async () => {
    ctx = await createTestContext({ clientAssets: () => ({ version: VERSION, tags: '' }), extraRoutes: testRoutes });
    const first = await request(ctx.app).get('/csrf-token').expect(204);
    visitorCookie = cookiePair(first.headers['set-cookie'], XSRF_COOKIE)!;
  });
  afterAll(async () => ctx?.close());

  const visit = (url: string) => request(ctx.app).get(url).set('Cookie', visitorCookie);

  describe('for visitors', () => {
    it('lets any cache keep a page for a minute, with a weak ETag, varying on who asks', async () => {
      const res = await visit('/').expect(200);
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers['etag']).toMatch(/^W\/"[^"]+"$/);
      // Not on User-Agent: the promo of the visitor's platform is picked in the browser (lib/promo-device.ts).
      expect(res.headers['vary']).toBe('X-Inertia, Accept-Encoding, Cookie, Authorization, Save-Data, Accept-Language');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers a conditional GET of an unchanged page with 304 and no body', async () => {
      const { headers } = await visit('/').expect(200);
      const res = await visit('/').set('If-None-Match', headers['etag']!).expect(304);
      expect(res.text ?? '').toBe('');
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers['etag']).toBe(headers['etag']);
    });

    it('lets any cache keep public API JSON, and revalidates it by ETag', async () => {
      const res = await visit('/api/http-cache-test').expect(200);
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers['vary']).toMatch(/\bCookie, Authorization, Save-Data, Accept-Language$/);
      await visit('/api/http-cache-test').set('If-None-Match', res.headers['etag']!).expect(304);
    });

    it('lets any cache keep the first page and API answer of a browser with no cookie at all: none is set on them', async () => {
      for (const url of ['/', '/api/http-cache-test']) {
        const res = await request(ctx.app).get(url).expect(200);
        expect(res.headers['set-cookie'], url).toBeUndefined();
        expect(res.headers['cache-control'], url).toBe(PUBLIC);
      }
    });

    it('hands the XSRF-TOKEN cookie out where a write follows: at /csrf-token (never stored) and with a write', async () => {
      const token = await request(ctx.app).get('/csrf-token').expect(204);
      expect(cookiePair(token.headers['set-cookie'], XSRF_COOKIE)).toBeDefined();
      expect(token.headers['cache-control']).toBe('no-store');
      const write = await request(ctx.app).post('/api/http-cache-test').send({});
      expect(cookiePair(write.headers['set-cookie'], XSRF_COOKIE)).toBeDefined();
      expect(write.headers['cache-control']).toBe('no-store');
    });

    it('has the browser revalidate Inertia visits: one URL answers differently to partial reloads', async () => {
      const inertiaVisit = () => visit('/').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
      const page = await inertiaVisit().expect(200);
      expect(page.headers['cache-control']).toBe(PRIVATE);
      expect(page.headers['etag']).toBeDefined();
      await inertiaVisit().set('If-None-Match', page.headers['etag']!).expect(304);
    });

    it('lets crawlers, who carry no cookie, have robots.txt and the sitemaps cached: no cookie is set on them', async () => {
      for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/static.xml']) {
        const res = await request(ctx.app).get(url).expect(200);
        expect(res.headers['set-cookie'], url).toBeUndefined();
        expect(res.headers['cache-control'], url).toBe(PUBLIC);
      }
    });
  });

  describe('for people signed in', () => {
    it('keeps pages private to a holder of a session cookie, revalidated on every use', async () => {
      const agent = request.agent(ctx.app);
      const flash = await agent.post('/http-cache-test/flash').expect(302);
      expect(cookiePair(flash.headers['set-cookie'], SESSION_COOKIE)).toBeDefined();
      // The answer that starts a session brings the token the session's writes will need.
      expect(cookiePair(flash.headers['set-cookie'], XSRF_COOKIE)).toBeDefined();
      expect(flash.headers['cache-control']).toBe('no-store');

      const res = await agent.get('/').expect(200);
      expect(res.headers['cache-control']).toBe(PRIVATE);
      expect(res.headers['etag']).toBeDefined();
    });

    it('keeps API answers private to an app sending its token', async () => {
      const res = await visit('/api/http-cache-test').set('Authorization', 'Bearer app-token').expect(200);
      expect(res.headers['cache-control']).toBe(PRIVATE);
    });
  });

  describe('for errors, writes and redirects', () => {
    it('never stores an error page or an API error', async () => {
      expect((await visit('/no-such-page').expect(404)).headers['cache-control']).toBe('no-store');
      expect((await visit('/api/no-such-thing').expect(404)).headers['cache-control']).toBe('no-store');
      expect((await visit('/sitemaps/songs-1.xml').expect(404)).headers['cache-control']).toBe('no-store');
    });

    it('never stores the answer to a write', async () => {
      const res = await request(ctx.app).post('/api/http-cache-test').set('Authorization', 'Bearer app-token').send({});
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('for files', () => {
    it('caches the hashed client build for good', async () => {
      const manifest = JSON.parse(readFileSync(path.resolve('public/build/.vite/manifest.json'), 'utf8'));
      const entry = manifest['resources/js/app.tsx'].file as string;
      const res = await request(ctx.app).get(`/build/${entry}`).expect(200);
      expect(res.headers['cache-control']).toBe(FOR_GOOD);
    });

    it('caches media for good: a stored file is never rewritten under the same name', async () => {
      mkdirSync(path.join(ctx.storageDir, 'media', 'covers'), { recursive: true });
      writeFileSync(path.join(ctx.storageDir, 'media', 'covers', 'a1b2.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const res = await request(ctx.app).get('/media/covers/a1b2.svg').expect(200);
      expect(res.headers['cache-control']).toBe(FOR_GOOD);
    });

    it('never stores a missing file or /healthz', async () => {
      expect((await request(ctx.app).get('/build/assets/missing-abc123.js').expect(404)).headers['cache-control']).toBe('no-store');
      expect((await request(ctx.app).get('/healthz').expect(200)).headers['cache-control']).toBe('no-store');
    });
  });
});
