import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { pngClaiming } from '../helpers/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { binary } from '../helpers/http';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';

/** What Chromium sends for an <img>. */
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/*,*/*;q=0.8';
const OLD_BROWSER = 'image/*,*/*;q=0.8';

/** A 1600×900 photo-like JPEG: noise, so the encoders have real work and sizes mean something. */
async function photo(width = 1600, height = 900): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A PNG whose header claims 100000×100000 pixels (10 gigapixels) in a few dozen bytes: a decompression bomb. */
function pngBomb(): Buffer {
  return pngClaiming(100_000, 100_000, deflateSync(Buffer.alloc(64 * 1024)));
}

const get = (ctx: TestContext, url: string, accept = CHROMIUM_ACCEPT) => binary(request(ctx.app).get(url).set('Accept', accept));
const dimensions = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height };
};
/** Every file under the rendition cache, hidden temporary files included. */
const cacheFiles = (ctx: TestContext) => {
  const root = ctx.config.imageCacheDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
};

describe('image renditions from the local disk', () => {
  let ctx: TestContext;
  const COVER = 'images/songs/0123456789abcdef0123456789abcdef.jpg';
  const LOGO = 'images/artists/fedcba9876543210fedcba9876543210.png';
  const NOT_AN_IMAGE = 'images/songs/00000000000000000000000000000000.jpg';
  const BOMB = 'images/songs/11111111111111111111111111111111.png';

  beforeAll(async () => {
    ctx = await createTestContext();
    const { storage } = ctx.app.context;
    await storage.put(COVER, await photo(), 'image/jpeg');
    const transparent = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();
    await storage.put(LOGO, transparent, 'image/png');
    await storage.put(NOT_AN_IMAGE, Buffer.from('<html>this is not a picture</html>'), 'image/jpeg');
    await storage.put(BOMB, pngBomb(), 'image/png');
    await storage.put('audio/0123456789abcdef0123456789abcdef.mp3', Buffer.from('ID3 not really audio'), 'audio/mpeg');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('when Chromium asks for a cover at 320 px, then it gets an AVIF 320 px wide, cached for good and varying by Accept', async () => {
    const res = await get(ctx, `/img/320/${COVER}`).expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/\bAccept\b/);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    expect(await dimensions(res.body as Buffer)).toEqual({ format: 'avif', width: 320, height: 180 });
  });

  it('when a browser takes WebP but not AVIF, then it gets WebP at each width it asks for', async () => {
    for (const width of [96, 192, 640, 1280]) {
      const res = await get(ctx, `/img/${width}/${COVER}`, WEBP_ONLY).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await dimensions(res.body as Buffer)).toEqual({ format: 'webp', width, height: Math.round((width * 900) / 1600) });
    }
  });

  it('when a browser takes neither, then it gets the original format, and a refused type (q=0) is not sent', async () => {
    const jpeg = await get(ctx, `/img/192/${COVER}`, OLD_BROWSER).expect(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await dimensions(jpeg.body as Buffer)).toEqual({ format: 'jpeg', width: 192, height: 108 });

    const refused = await get(ctx, `/img/192/${COVER}`, 'image/avif;q=0, image/webp;q=0, image/*').expect(200);
    expect(refused.headers['content-type']).toBe('image/jpeg');

    const png = await get(ctx, `/img/96/${LOGO}`, OLD_BROWSER).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 96, 64, true]);
  });

  it('when a width is larger than the original, then the image is not enlarged', async () => {
    const res = await get(ctx, `/img/1280/${LOGO}`, WEBP_ONLY).expect(200);
    expect(await dimensions(res.body as Buffer)).toEqual({ format: 'webp', width: 300, height: 200 });
  });

  it('when a rendition has been made, then it is kept on disk under the cache folder and served from there', async () => {
    const first = await get(ctx, `/img/640/${COVER}`, WEBP_ONLY).expect(200);
    const file = path.join(ctx.config.imageCacheDir, '640', `${COVER}.webp`);
    expect(ctx.config.imageCacheDir).toBe(path.join(ctx.storageDir, 'cache', 'images'));
    expect(readFileSync(file).equals(first.body as Buffer)).toBe(true);

    // Bytes written into the cached file are what the next request gets: it was not made again.
    writeFileSync(file, readFileSync(file).subarray(0, 100));
    const second = await get(ctx, `/img/640/${COVER}`, WEBP_ONLY).expect(200);
    expect((second.body as Buffer).length).toBe(100);
    expect(cacheFiles(ctx).filter((name) => path.basename(name).startsWith('.'))).toEqual([]);
  });

  it('when the browser revalidates with the ETag it holds, then the answer is 304 with no body', async () => {
    const first = await get(ctx, `/img/96/${COVER}`).expect(200);
    const again = await request(ctx.app).get(`/img/96/${COVER}`).set('Accept', CHROMIUM_ACCEPT).set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    // The same ETag is no match for another format of the same width.
    const webp = await get(ctx, `/img/96/${COVER}`, WEBP_ONLY).set('If-None-Match', first.headers.etag!);
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('when the width is not one of ours, then the answer is 400 naming the widths, and nothing is made', async () => {
    for (const width of ['300', '0', '-96', '96.0', '0096', 'abc', '99999999999999999999']) {
      const res = await request(ctx.app).get(`/img/${width}/${COVER}`).set('Accept', 'application/json');
      expect(res.status, width).toBe(400);
      expect(res.body.message).toBe('The width must be one of 96, 192, 320, 640, 1280.');
    }
    expect(existsSync(path.join(ctx.config.imageCacheDir, '300'))).toBe(false);
  });

  it('when the path tries to leave the media folder or reach a hidden or NUL-named file, then it is 404', async () => {
    const outside = [
      '/img/96/..%2f..%2f..%2fetc%2fpasswd.png',
      '/img/96/%2e%2e/%2e%2e/%2e%2e/etc/passwd.jpg',
      '/img/96/images/..%2F..%2Fcache%2Fimages%2F640%2Fimages%2Fsongs%2F0123456789abcdef0123456789abcdef.jpg.webp',
      '/img/96/images/songs/.hidden.jpg',
      '/img/96/images%5c..%5c..%5cx.jpg',
      `/img/96/images/songs/0123456789abcdef0123456789abcdef.jpg%00.png`,
      '/img/96/%00.jpg',
      '/img/96//etc/passwd.jpg',
    ];
    for (const url of outside) {
      const res = await request(ctx.app).get(url).set('Accept', 'application/json');
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('when the key is not an image we resize, or the file is not an image, then nothing is made', async () => {
    const audio = await request(ctx.app).get('/img/96/audio/0123456789abcdef0123456789abcdef.mp3').set('Accept', 'application/json');
    expect(audio.status).toBe(404);
    const svg = await request(ctx.app).get('/img/96/demo/images/songs/a.svg').set('Accept', 'application/json');
    expect(svg.status).toBe(404);
    const missing = await request(ctx.app).get('/img/96/images/songs/ffffffffffffffffffffffffffffffff.jpg').set('Accept', 'application/json');
    expect(missing.status).toBe(404);

    const text = await request(ctx.app).get(`/img/96/${NOT_AN_IMAGE}`).set('Accept', 'application/json');
    expect(text.status).toBe(422);
    expect(text.body.message).toBe('The stored file is not an image.');
    expect(text.headers['cache-control']).toBe('no-store');
    expect(cacheFiles(ctx).some((name) => name.includes('00000000000000000000000000000000'))).toBe(false);
  });

  it('when a stored image claims billions of pixels, then it is refused from its header without decoding', async () => {
    const started = performance.now();
    const res = await request(ctx.app).get(`/img/96/${BOMB}`).set('Accept', 'application/json');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The stored image is too large to resize (100000×100000).');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('when HEAD asks, then it gets the headers of the rendition and no body', async () => {
    const res = await request(ctx.app).head(`/img/192/${COVER}`).set('Accept', WEBP_ONLY).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });
});

/** An HTTP proxy in front of the S3 stand-in that counts the object reads (GET) for each path. */
async function countingProxy(target: string) {
  const reads = new Map<string, number>();
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (req.method === 'GET') reads.set(req.url!.split('?')[0]!, (reads.get(req.url!.split('?')[0]!) ?? 0) + 1);
    const forwarded = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    readsOf: (pathname: string) => reads.get(pathname) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('image renditions from an S3-compatible bucket', () => {
  let s3: LocalS3;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let ctx: TestContext;
  const COVER = 'images/albums/abcdefabcdefabcdefabcdefabcdef00.jpg';

  beforeAll(async () => {
    s3 = await startLocalS3();
    proxy = await countingProxy(String(s3.env.S3_ENDPOINT));
    ctx = await createTestContext({ env: { ...s3.env, S3_ENDPOINT: proxy.url } });
    await ctx.app.context.storage.put(COVER, await photo(800, 800), 'image/jpeg');
  });
  afterAll(async () => {
    await ctx?.close();
    await proxy?.close();
    await s3?.close();
  });

  it('when several browsers ask at once for a rendition nobody has asked for, then the original is read once and one file is made', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(ctx, `/img/192/${COVER}`, WEBP_ONLY)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect((answer.body as Buffer).equals(answers[0]!.body as Buffer)).toBe(true);
    }
    expect(await dimensions(answers[0]!.body as Buffer)).toEqual({ format: 'webp', width: 192, height: 192 });
    expect(proxy.readsOf(`/${s3.env.S3_BUCKET}/${COVER}`)).toBe(1);
    expect(cacheFiles(ctx)).toEqual([path.join('192', `${COVER}.webp`)]);

    // Later requests are answered from the disk cache: the bucket is not read again.
    await get(ctx, `/img/192/${COVER}`, WEBP_ONLY).expect(200);
    expect(proxy.readsOf(`/${s3.env.S3_BUCKET}/${COVER}`)).toBe(1);
  });
});

describe('the song page rendered on the server', () => {
  let ctx: TestContext;
  let songId: number;
  const COVER = 'images/songs/5555555555555555aaaaaaaaaaaaaaaa.jpg';

  beforeAll(async () => {
    ctx = await createTestContext({ demo: true });
    await ctx.app.context.storage.put(COVER, await photo(1000, 1000), 'image/jpeg');
    songId = (await ctx.knex('songs').whereNotNull('mp3').orderBy('id').first('id')).id;
    await ctx.knex('songs').where({ id: songId }).update({ cover: COVER });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The attributes of the song page's cover (the detail hero's picture) in the server's HTML. */
  const coverOf = async (headers: Record<string, string> = {}) => {
    const res = await request(ctx.app).get(`/song/${songId}`).set(headers).expect(200);
    const tag = /<img [^>]*\/img\/[^>]*>/.exec(res.text)?.[0];
    expect(tag, 'the cover is an <img> with renditions').toBeDefined();
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag!)?.[1]?.replaceAll('&amp;', '&');
    return { srcset: attribute('srcSet') ?? attribute('srcset'), sizes: attribute('sizes'), src: attribute('src'), width: attribute('width'), height: attribute('height'), loading: attribute('loading') };
  };

  it('offers the cover in every width up to three times its size, with its box reserved and loaded at once', async () => {
    const cover = await coverOf();
    expect(cover.srcset).toBe([96, 192, 320, 640, 1280].map((w) => `/img/${w}/${COVER} ${w}w`).join(', '));
    expect(cover.sizes).toBe('(min-width: 640px) 224px, 176px');
    expect(cover.src).toBe(`/img/640/${COVER}`);
    expect([cover.width, cover.height, cover.loading]).toEqual(['416', '416', 'eager']);
  });

  it('offers only the small widths when the data saver cookie or the Save-Data header asks, and not when the cookie says off', async () => {
    const small = [96, 192, 320].map((w) => `/img/${w}/${COVER} ${w}w`).join(', ');
    expect((await coverOf({ Cookie: 'data_saver=on' })).srcset).toBe(small);
    expect((await coverOf({ 'Save-Data': 'on' })).srcset).toBe(small);
    expect((await coverOf({ 'Save-Data': 'on', Cookie: 'data_saver=off' })).srcset).toContain('1280w');
  });

  it('leaves the demo artwork (SVG) as it is', async () => {
    const other = await ctx.knex('songs').whereNot({ id: songId }).whereLike('cover', '%.svg').first('id', 'cover');
    const res = await request(ctx.app).get(`/song/${other.id}`).expect(200);
    const tag = new RegExp(`<img [^>]*src="/media/${other.cover}"[^>]*>`).exec(res.text)?.[0];
    expect(tag).toBeDefined();
    expect(tag).not.toMatch(/srcset|\/img\//i);
  });
});
