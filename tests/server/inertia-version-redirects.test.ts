import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Router, type RequestHandler } from 'express';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { cookieValue } from '../helpers/http';
import { readClientAssets, watchedClientAssets } from '../../server/inertia';

// Protocol items 4-7 (docs/inertia-protocol.md): asset version and redirects.

/** The server's asset version; a test may blank it to check the "no build" case. */
let serverVersion = 'v1';

function testRoutes() {
  const router = Router();
  router.get('/inertia-test/page', async (_req, res) => {
    await res.inertia.render('test/page', { title: 'Heeso' });
  });
  const flashAndRedirect: RequestHandler = (req, res) => {
    res.inertia.flash('success', `saved by ${req.method}`);
    res.redirect('/inertia-test/page');
  };
  router.post('/inertia-test/save', flashAndRedirect);
  router.put('/inertia-test/save', flashAndRedirect);
  router.patch('/inertia-test/save', flashAndRedirect);
  router.delete('/inertia-test/save', flashAndRedirect);
  router.put('/inertia-test/moved', (_req, res) => res.redirect(301, '/inertia-test/page'));
  router.all('/inertia-test/away', (_req, res) => res.inertia.location('https://example.com/download?id=7'));
  return router;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    clientAssets: () => ({ version: serverVersion, tags: '' }),
    extraRoutes: () => [testRoutes()],
  });
});
afterAll(async () => ctx?.close());

const ENTRY = 'resources/js/app.tsx';

/** The client assets the server reads from a build whose manifest holds `chunks` (a temporary file). */
function assetsOfManifest(chunks: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hees-manifest-'));
  try {
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(chunks));
    return readClientAssets(file, ENTRY);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('item 4: a stale asset version gets 409 with X-Inertia-Location, an empty body, no X-Inertia, and flash survives', () => {
  it('answers 409 to the request URL with an empty body and no X-Inertia header', async () => {
    const url = '/inertia-test/page?tab=songs&q=a%20b';
    const res = await request(ctx.app).get(url).set('X-Inertia', 'true').set('X-Inertia-Version', 'old');
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toBe(url);
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(res.text).toBe('');
  });

  it('keeps flash data for the page the client loads after the 409', async () => {
    const agent = request.agent(ctx.app);
    const token = cookieValue(await agent.get('/csrf-token').expect(204), 'XSRF-TOKEN');
    await agent.post('/inertia-test/save').set('X-XSRF-TOKEN', token).set('X-Inertia', 'true').expect(302);

    const stale = await agent.get('/inertia-test/page').set('X-Inertia', 'true').set('X-Inertia-Version', 'old');
    expect(stale.status).toBe(409);

    const fresh = await agent.get('/inertia-test/page').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1').expect(200);
    expect(fresh.body.flash).toEqual({ success: 'saved by POST' });
  });
});

describe('item 5: non-GET requests skip the version check; a missing header equals an empty version; the version hashes the manifest', () => {
  it('lets a POST with a stale version through to its route', async () => {
    const res = await request(ctx.app)
      .post('/inertia-test/save')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'old');
    expect(res.status).toBe(302);
    expect(res.headers['location']).toBe('/inertia-test/page');
    expect(res.headers['x-inertia-location']).toBeUndefined();
  });

  it('treats a missing version header as the empty version', async () => {
    const missing = await request(ctx.app).get('/inertia-test/page').set('X-Inertia', 'true');
    expect(missing.status).toBe(409);

    serverVersion = '';
    try {
      const res = await request(ctx.app).get('/inertia-test/page').set('X-Inertia', 'true');
      expect(res.status).toBe(200);
      expect(res.headers['x-inertia']).toBe('true');
      expect(res.body.version).toBe('');
      const stale = await request(ctx.app).get('/inertia-test/page').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
      expect(stale.status).toBe(409);
    } finally {
      serverVersion = 'v1';
    }
  });

  it('derives the version from the built manifest: it changes when the build changes and is empty without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hees-manifest-'));
    try {
      const file = path.join(dir, 'manifest.json');
      const entry = 'resources/js/app.tsx';
      const manifest = (hash: string) =>
        JSON.stringify({ [entry]: { file: `assets/app-${hash}.js`, isEntry: true, css: [`assets/app-${hash}.css`] } });

      writeFileSync(file, manifest('aaaa'));
      const first = readClientAssets(file, entry);
      expect(first.version).toMatch(/^[0-9a-f]{8,}$/);
      expect(first.script).toBe('/build/assets/app-aaaa.js');
      expect(first.tags).toBe('<link rel="stylesheet" href="/build/assets/app-aaaa.css">');
      expect(readClientAssets(file, entry).version).toBe(first.version);

      writeFileSync(file, manifest('bbbb'));
      expect(readClientAssets(file, entry).version).not.toBe(first.version);

      expect(readClientAssets(path.join(dir, 'missing.json'), entry)).toEqual({ version: '', tags: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a rebuild made while the server runs within a second, without looking at the manifest on every request', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hees-manifest-'));
    try {
      const file = path.join(dir, 'manifest.json');
      const entry = 'resources/js/app.tsx';
      const build = (hash: string, mtime: number) => {
        writeFileSync(file, JSON.stringify({ [entry]: { file: `assets/app-${hash}.js`, isEntry: true } }));
        utimesSync(file, mtime, mtime);
      };
      let now = 0;
      const assets = watchedClientAssets(file, entry, '/build/', { now: () => now });
      expect(assets().version).toBe('');
      build('aaaa', 1_700_000_000);
      now = 1000;
      expect(assets().script).toBe('/build/assets/app-aaaa.js');
      build('bbbb', 1_700_000_100);
      now = 1999;
      expect(assets().script).toBe('/build/assets/app-aaaa.js');
      now = 2000;
      expect(assets().script).toBe('/build/assets/app-bbbb.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("preloads a page component's own chunk and the chunks it imports that the entry does not", () => {
    const assets = assetsOfManifest({
      [ENTRY]: { file: 'assets/app-a.js', isEntry: true, imports: ['_react-r.js'], css: ['assets/app-a.css'] },
      '_react-r.js': { file: 'assets/react-r.js' },
      '_card-c.js': { file: 'assets/card-c.js', imports: ['_react-r.js'] },
      'resources/js/pages/home.tsx': { file: 'assets/home-h.js', isDynamicEntry: true, imports: ['_react-r.js', '_card-c.js'] },
    });
    expect(assets.modules).toEqual(['/build/assets/react-r.js']);
    expect(assets.page?.('home')).toEqual({ tags: '', modules: ['/build/assets/home-h.js', '/build/assets/card-c.js'] });
    expect(assets.page?.('songs/missing')).toEqual({ tags: '', modules: [] });
  });

  it('preloads a backstage page with the backstage chunk it is resolved through (page list and layout), and a public page without it', () => {
    const assets = assetsOfManifest({
      [ENTRY]: { file: 'assets/app-a.js', isEntry: true, imports: ['_react-r.js'] },
      '_react-r.js': { file: 'assets/react-r.js' },
      '_form-f.js': { file: 'assets/form-f.js', imports: ['_react-r.js'] },
      'resources/js/pages/backstage-pages.tsx': { file: 'assets/backstage-pages-b.js', isDynamicEntry: true, imports: ['_react-r.js', ENTRY], css: ['assets/backstage-b.css'] },
      'resources/js/pages/backstage/songs/edit.tsx': { file: 'assets/edit-e.js', isDynamicEntry: true, imports: ['_react-r.js', '_form-f.js'] },
      'resources/js/pages/home.tsx': { file: 'assets/home-h.js', isDynamicEntry: true, imports: ['_react-r.js'] },
    });
    expect(assets.page?.('backstage/songs/edit')).toEqual({
      tags: '<link rel="stylesheet" href="/build/assets/backstage-b.css">',
      modules: ['/build/assets/edit-e.js', '/build/assets/form-f.js', '/build/assets/backstage-pages-b.js'],
    });
    expect(assets.page?.('home')).toEqual({ tags: '', modules: ['/build/assets/home-h.js'] });
  });
});

describe('item 6: Inertia PUT/PATCH/DELETE redirects become 303; POST and non-Inertia redirects stay', () => {
  for (const method of ['put', 'patch', 'delete'] as const) {
    it(`answers 303 to an Inertia ${method.toUpperCase()}`, async () => {
      const res = await request(ctx.app)[method]('/inertia-test/save').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
      expect(res.status).toBe(303);
      expect(res.headers['location']).toBe('/inertia-test/page');
    });

    it(`keeps 302 for a non-Inertia ${method.toUpperCase()}`, async () => {
      const res = await request(ctx.app)[method]('/inertia-test/save');
      expect(res.status).toBe(302);
    });
  }

  it('keeps 302 for an Inertia POST', async () => {
    const res = await request(ctx.app).post('/inertia-test/save').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
    expect(res.status).toBe(302);
  });

  it('answers 303 to an Inertia POST overridden to PUT with _method', async () => {
    const res = await request(ctx.app)
      .post('/inertia-test/save')
      .set('X-Inertia', 'true')
      .send({ _method: 'put' });
    expect(res.status).toBe(303);
  });

  it('leaves a redirect with another status alone', async () => {
    const res = await request(ctx.app).put('/inertia-test/moved').set('X-Inertia', 'true');
    expect(res.status).toBe(301);
  });
});

describe('item 7: location(url) answers 409 with X-Inertia-Location to Inertia requests and a plain 302 otherwise', () => {
  const target = 'https://example.com/download?id=7';

  it('answers 409 with X-Inertia-Location and an empty body to an Inertia request', async () => {
    for (const method of ['get', 'post', 'put'] as const) {
      const res = await request(ctx.app)[method]('/inertia-test/away').set('X-Inertia', 'true').set('X-Inertia-Version', 'v1');
      expect(res.status, method).toBe(409);
      expect(res.headers['x-inertia-location']).toBe(target);
      expect(res.headers['x-inertia']).toBeUndefined();
      expect(res.headers['location']).toBeUndefined();
      expect(res.text).toBe('');
    }
  });

  it('answers a plain 302 with Location to a browser request', async () => {
    const res = await request(ctx.app).get('/inertia-test/away');
    expect(res.status).toBe(302);
    expect(res.headers['location']).toBe(target);
    expect(res.headers['x-inertia-location']).toBeUndefined();
  });
});
