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
    expect(manifest).toMatchObject({ short_name: 'Hees', start_url: '/?source=app', display: 'standalone', scope: '/' });
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

  it('serves the offline page and its files', async () => {
    const res = await request(ctx.app).get('/offline.html').expect(200);
    expect(res.text).toContain('Internet ma jiro');
    for (const file of ['/offline.js', '/offline.css']) await request(ctx.app).get(file).expect(200);
  });
});
