import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { binary } from '../helpers/http';

/** 1000 distinct-ish bytes, so every slice is recognisable. */
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 251));
const SIZE = AUDIO.length;
const FILE = '/media/audio/track.mp3';

describe('media files with HTTP Range', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) => binary(request(ctx.app).get(url).set(headers));

  beforeAll(async () => {
    ctx = await createTestContext();
    const media = path.join(ctx.storageDir, 'media');
    mkdirSync(path.join(media, 'audio'), { recursive: true });
    mkdirSync(path.join(media, 'images'), { recursive: true });
    writeFileSync(path.join(media, 'audio/track.mp3'), AUDIO);
    utimesSync(path.join(media, 'audio/track.mp3'), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
    writeFileSync(path.join(media, 'audio/empty.mp3'), '');
    writeFileSync(path.join(media, 'audio/long.mp3'), Buffer.alloc(8 * 1024 * 1024, 1));
    writeFileSync(path.join(media, '.env'), 'SECRET=1');
    writeFileSync(path.join(media, 'audio/.hidden.mp3'), AUDIO);
    for (const name of ['cover.svg', 'cover.jpg', 'cover.jpeg', 'cover.png', 'cover.webp', 'notes.xyz']) {
      writeFileSync(path.join(media, 'images', name), 'x');
    }
  });
  afterAll(async () => ctx?.close());

  it('sends the whole file with its type, validators, a long cache and Accept-Ranges when no range is asked', async () => {
    const res = await get(FILE).expect(200);
    expect(Buffer.compare(res.body, AUDIO)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(SIZE),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'last-modified': 'Fri, 02 Jan 2026 03:04:05 GMT',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['content-range']).toBeUndefined();
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=500-', 500, SIZE - 1],
    ['bytes=-100', SIZE - 100, SIZE - 1],
    ['bytes=990-5000', 990, SIZE - 1],
    ['bytes=-5000', 0, SIZE - 1],
    ['bytes=999-999', 999, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await get(FILE, { Range: range }).expect(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(Buffer.compare(res.body, AUDIO.subarray(start, end + 1))).toBe(0);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s, which cannot be satisfied, with 416 and bytes */size', async (range) => {
    const res = await request(ctx.app).get(FILE).set('Range', range).expect(416);
    expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(res.body).toEqual({ message: 'Range Not Satisfiable' });
  });

  it.each(['bytes=0-1,5-9', 'bytes=abc', 'items=0-10', 'bytes=20-10', 'bytes=-', 'bytes 0-10'])(
    'ignores the range %s it cannot honour as one part, and sends the whole file',
    async (range) => {
      const res = await get(FILE, { Range: range }).expect(200);
      expect(res.body.length).toBe(SIZE);
      expect(res.headers['content-range']).toBeUndefined();
    },
  );

  it('answers any range of an empty file with 416, and the empty file itself with 200', async () => {
    await request(ctx.app).get('/media/audio/empty.mp3').set('Range', 'bytes=0-').expect(416).expect('Content-Range', 'bytes */0');
    const res = await get('/media/audio/empty.mp3').expect(200);
    expect(res.headers['content-length']).toBe('0');
  });

  it('answers HEAD with the headers of GET and no body, ranges included', async () => {
    const whole = await request(ctx.app).head(FILE).expect(200);
    expect(whole.headers['content-length']).toBe(String(SIZE));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.text ?? '').toBe('');
    const part = await request(ctx.app).head(FILE).set('Range', 'bytes=10-19').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${SIZE}`);
    expect(part.headers['content-length']).toBe('10');
  });

  it('answers 304 to a client that already holds this version, by ETag or by date', async () => {
    const { headers } = await get(FILE).expect(200);
    const byTag = await request(ctx.app).get(FILE).set('If-None-Match', headers.etag!).expect(304);
    expect(byTag.headers.etag).toBe(headers.etag);
    expect(byTag.headers['cache-control']).toContain('immutable');
    await request(ctx.app).get(FILE).set('If-Modified-Since', headers['last-modified']!).expect(304);
    await get(FILE, { 'If-None-Match': '"other"' }).expect(200);
  });

  it('keeps the range when If-Range still names this version, and sends the whole file when it does not', async () => {
    const { headers } = await get(FILE).expect(200);
    await get(FILE, { Range: 'bytes=0-9', 'If-Range': headers.etag! }).expect(206);
    await get(FILE, { Range: 'bytes=0-9', 'If-Range': headers['last-modified']! }).expect(206);
    for (const stale of ['"0-0"', `W/${headers.etag}`, 'Thu, 01 Jan 2026 00:00:00 GMT', 'not a date']) {
      const res = await get(FILE, { Range: 'bytes=0-9', 'If-Range': stale }).expect(200);
      expect(res.body.length).toBe(SIZE);
    }
  });

  it.each([
    ['/media/../package.json'],
    ['/media/%2e%2e/package.json'],
    ['/media/%2E%2E/%2E%2E/package.json'],
    ['/media/audio/..%2f..%2f..%2fpackage.json'],
    ['/media/audio/%2e%2e%5c%2e%2e%5cpackage.json'],
    ['/media/.env'],
    ['/media/audio/.hidden.mp3'],
    ['/media/audio/track.mp3%00.png'],
    ['/media/audio/%E0%A4%A'],
    ['/media/audio'],
    ['/media/'],
    ['/media/audio/missing.mp3'],
  ])('answers %s with 404, never a file outside the media folder or a hidden one', async (url) => {
    const res = await request(ctx.app).get(url).expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.text).not.toContain('SECRET');
    expect(res.text).not.toContain('"name": "hees"');
  });

  it.each([
    ['cover.svg', 'image/svg+xml'],
    ['cover.jpg', 'image/jpeg'],
    ['cover.jpeg', 'image/jpeg'],
    ['cover.png', 'image/png'],
    ['cover.webp', 'image/webp'],
    ['notes.xyz', 'application/octet-stream'],
  ])('serves %s as %s', async (name, type) => {
    await request(ctx.app).get(`/media/images/${name}`).expect(200).expect('Content-Type', type);
  });

  it('lets listeners go away mid-file without leaking open files or disturbing the next request', async () => {
    const server: Server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/audio/long.mp3`;
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const req = httpGet(url, (res) => res.once('data', () => (req.destroy(), resolve())));
      });
    }
    // The server closes each file once it has seen its listener go, a moment after the socket is destroyed.
    await expect.poll(openFiles).toBeLessThanOrEqual(before + 2);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await get(FILE).expect(200);
  });
});
