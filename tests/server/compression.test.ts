import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import express from 'express';
import { compressTextAnswers } from '../../server/http/compression';
import { createTestContext, type TestContext } from '../helpers/test-app';

// Text answers go out compressed (brotli or gzip, as the client prefers); built assets from their
// precompressed twins; audio, images and Range answers as they are.

let ctx: TestContext;
let server: http.Server;
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

/** An answer's status, headers and raw bytes (supertest would decompress them). */
function get(url: string, headers: Record<string, string>, method = 'GET', on = server): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A connection per request: a kept-alive one can be closed by the server just as it is reused.
    const req = http.request({ host: '127.0.0.1', port: (on.address() as AddressInfo).port, path: url, headers, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages and API answers', () => {
  it('sends the home page in brotli to a browser that accepts it, and the same HTML decompressed', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(res.body).toString()).toContain('data-page="app"');
  });

  it('sends JSON in gzip to a client that accepts only gzip, and plain to one that accepts nothing', async () => {
    const gz = await get('/api/homepage', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toHaveProperty('data');
    const plain = await get('/api/homepage', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse((plain.body).toString())).toHaveProperty('data');
  });
});

describe('audio', () => {
  it('never compresses audio, whole or in ranges', async () => {
    const audio = (await ctx.knex('songs').whereNotNull('mp3').first('mp3')).mp3 as string;
    const url = audio.startsWith('/') ? audio : `/media/${audio}`;
    const whole = await get(url, { 'Accept-Encoding': 'br, gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    const range = await get(url, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-2047' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect((range.body).length).toBe(2048);
  });
});

describe('the built client', () => {
  const assets = path.resolve('public', 'build', 'assets');
  const script = () => readdirSync(assets).find((name) => name.endsWith('.js') && readFileSync(path.join(assets, name)).length > 10_000)!;

  it('has a brotli and a gzip twin of each large script, made at build time', () => {
    const name = script();
    const original = readFileSync(path.join(assets, name));
    expect(brotliDecompressSync(readFileSync(path.join(assets, `${name}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(path.join(assets, `${name}.gz`)))).toEqual(original);
  });

  it('serves the twin the client prefers, typed as the script it is, and the script itself to others', async () => {
    const name = script();
    const original = readFileSync(path.join(assets, name));
    const br = await get(`/build/assets/${name}`, { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(brotliDecompressSync(br.body)).toEqual(original);
    const gz = await get(`/build/assets/${name}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(original);
    const plain = await get(`/build/assets/${name}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(original);
  });
});

describe('the compressor, answer by answer', () => {
  // The middleware alone in front of answers of every kind, so each rule is seen on its own.
  let bare: http.Server;
  const page = `<!doctype html><p>${'Heello Qurxoon, Maxamed Cawaale Dheere. '.repeat(200)}</p>`;
  const big = `<?xml version="1.0"?><urlset>${Array.from({ length: 9000 }, (_, i) => `<url><loc>https://hees.example/song/${i}</loc></url>`).join('')}</urlset>`;
  beforeAll(async () => {
    const app = express();
    app.use(compressTextAnswers());
    app.get('/page', (_req, res) => void res.type('html').send(page));
    app.get('/small', (_req, res) => void res.json({ ok: true }));
    app.get('/big.xml', (_req, res) => void res.type('application/xml').send(big));
    app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').type('html').send(page));
    app.get('/image', (_req, res) => void res.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/streamed', (_req, res) => {
      res.type('text/plain');
      res.write(page.slice(0, 3000));
      res.end(page.slice(3000));
    });
    bare = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => bare.once('listening', resolve));
  });
  afterAll(async () => new Promise((resolve) => bare?.close(resolve)));

  it('compresses a whole answer in one piece, with its length, in the encoding the client prefers', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
    ] as const) {
      const res = await get('/page', { 'Accept-Encoding': accept }, 'GET', bare);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBe(String(res.body.length)); // not chunked
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(res.body).toString()).toBe(page);
    }
  });

  it('compresses a large answer off the main thread, whole', async () => {
    const res = await get('/big.xml', { 'Accept-Encoding': 'br' }, 'GET', bare);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(big);
  });

  it('leaves alone a small answer (still varying), a HEAD, no-transform, an image and an answer written in pieces', async () => {
    const small = await get('/small', { 'Accept-Encoding': 'br' }, 'GET', bare);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });

    const head = await get('/page', { 'Accept-Encoding': 'br' }, 'HEAD', bare);
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);

    const kept = await get('/no-transform', { 'Accept-Encoding': 'br' }, 'GET', bare);
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(page);

    const image = await get('/image', { 'Accept-Encoding': 'br' }, 'GET', bare);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);

    const streamed = await get('/streamed', { 'Accept-Encoding': 'br' }, 'GET', bare);
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.body.toString()).toBe(page);

    const none = await get('/page', {}, 'GET', bare);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(page);
  });
});
