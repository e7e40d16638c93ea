import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets } from '../helpers/inertia';

describe('the installable app: manifest, icons, service worker, offline page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clientAssets });
  });
  afterAll(async () => ctx?.close());

  it('every page links the web app manifest, which names the app, where it starts and its icons up to 512 px', async () => {
    const html = (await request(ctx.app).get('/').expect(200)).text;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const res = await request(ctx.app).get('/manifest.webmanifest').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text);
    // id: the identity Chromium gave installs before it was written (the start_url), so they stay the same app.
    expect(manifest).toMatchObject({ id: '/?source=app', short_name: 'Hees', start_url: '/?source=app', display: 'standalone', scope: '/' });
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const file = await request(ctx.app).get(icon.src).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      const meta = await sharp(file.body as Buffer).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512');
  });

  it('serves the service worker for the whole site, never cached for long', async () => {
    const res = await request(ctx.app).get('/sw.js').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    // It keeps only the public pages of playable items, fetched without cookies.
    expect(res.text).toContain("credentials: 'omit'");
    expect(res.text).toMatch(/KEPT_PAGE = \/\^\\\/\(song\|episode\|resource\)/);
  });

  it('serves /favicon.ico, a real icon file, for browsers and tools that ask for it by that name', async () => {
    const res = await request(ctx.app).get('/favicon.ico').buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
    const body = res.body as Buffer;
    // An ICO header (reserved 0, type 1) with its images: 16, 32 and 48 px, each a PNG.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: body.readUInt16LE(4) }, (_, i) => body.readUInt8(6 + i * 16));
    expect(sizes).toEqual([16, 32, 48]);
    const first = body.readUInt32LE(6 + 12);
    expect(body.subarray(first, first + 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('serves the offline page and its files; it says which pages open offline, in both languages', async () => {
    const res = await request(ctx.app).get('/offline.html').expect(200);
    expect(res.text).toContain('Internet ma jiro');
    expect(res.text).toContain('only the pages of the last 10 things you played open');
    expect(res.text).toContain('Bogagga kale (fanaaniinta, albamyada, raadinta)');
    for (const file of ['/offline.js', '/offline.css']) await request(ctx.app).get(file).expect(200);
  });
});
