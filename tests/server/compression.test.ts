import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A connection per request: a kept-alive one can be closed by the server just as it is reused.
    const req = http.get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
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
