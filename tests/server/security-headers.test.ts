import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { clientAssets } from '../helpers/inertia';
import { startCachingProxy } from '../helpers/caching-proxy';
import { listen } from '../bench/demo-app';
import path from 'node:path';
import { createServer } from 'node:http';
import { networkAddress } from '../helpers/network-address';

/**
 * The headers every answer carries (Permissions-Policy, the Content-Security-Policy's sources) and the
 * redirect to https behind the trusted proxy, as a browser and a proxy see them.
 */
let dev: TestContext;
let prod: TestContext;
let songId: number;
beforeAll(async () => {
  dev = await createTestContext({ demo: true, clientAssets, env: { CDN_URL: 'https://cdn.hees.example', IMAGE_ORIGINS: 'https://old-images.example.com' } });
  prod = await createTestContext({ clientAssets, env: { NODE_ENV: 'production', APP_KEY: 'k'.repeat(32), APP_URL: 'https://hees.example', SEED_ON_FIRST_START: 'false' } });
  songId = (await dev.knex('songs').orderBy('id').first<{ id: number }>('id')).id;
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** A Permissions-Policy header, feature -> allowlist as written. */
function features(header: string | undefined): Record<string, string> {
  return Object.fromEntries((header ?? '').split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
}

describe('Permissions-Policy', () => {
  it('is on every answer: pages, /api, files, 404s, health checks, errors', async () => {
    for (const url of ['/', `/song/${songId}`, '/api/homepage', '/favicon.svg', '/no-such-page', '/healthz', '/manifest.webmanifest']) {
      const res = await request(dev.app).get(url);
      expect(res.headers['permissions-policy'], url).toBeTruthy();
    }
  });

  it('denies what the site never uses and keeps the player\'s features for us and the YouTube frame', async () => {
    const policy = features((await request(dev.app).get('/').expect(200)).headers['permissions-policy']);
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'display-capture']) {
      expect(policy[denied], denied).toBe('()');
    }
    for (const kept of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture']) {
      expect(policy[kept], kept).toBe('(self "https://www.youtube-nocookie.com" "https://www.youtube.com")');
    }
  });
});

describe('Content-Security-Policy', () => {
  it('allows style attributes (React writes them) but no inline <style> element and no style from elsewhere', async () => {
    const csp = directives((await request(dev.app).get('/').expect(200)).headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['style-src-elem']).toEqual(["'self'"]);
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('allows pictures from us, the media origin and the named hosts only, not every https: address', async () => {
    const csp = directives((await request(dev.app).get('/').expect(200)).headers['content-security-policy']);
    expect(csp['img-src']).not.toContain('https:');
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://cdn.hees.example', 'https://i.ytimg.com', 'https://*.googleusercontent.com', 'https://old-images.example.com']));
    // Audio keeps https: podcast episodes play from where their feeds publish them.
    expect(csp['media-src']).toContain('https:');
  });

  it('refuses IMAGE_ORIGINS that are not https origins', async () => {
    const { loadConfig, ConfigError } = await import('../../server/config');
    expect(() => loadConfig({ IMAGE_ORIGINS: 'http://plain.example' })).toThrowError(ConfigError);
    expect(() => loadConfig({ IMAGE_ORIGINS: 'not a url' })).toThrowError(/IMAGE_ORIGINS/);
    expect(loadConfig({ IMAGE_ORIGINS: 'https://a.example/path, https://b.example' }).imageOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('sends HSTS in production only', async () => {
    expect((await request(prod.app).get('/healthz').expect(200)).headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect((await request(dev.app).get('/healthz').expect(200)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('plain HTTP behind the trusted proxy', () => {
  it('in production, redirects a GET or HEAD with 301 to the same path and query over https, at APP_URL\'s host', async () => {
    const res = await request(prod.app).get('/search?q=hees&page=2').set('Host', 'forged.example').set('X-Forwarded-Proto', 'http').expect(301);
    expect(res.headers.location).toBe('https://hees.example/search?q=hees&page=2');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['permissions-policy']).toBeTruthy();
    const head = await request(prod.app).head('/pages/terms').set('X-Forwarded-Proto', 'http').expect(301);
    expect(head.headers.location).toBe('https://hees.example/pages/terms');
  });

  it('redirects other methods with 308, so the method and body are kept', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(prod.app)[method]('/api/favorites?x=1').set('X-Forwarded-Proto', 'http').expect(308);
      expect(res.headers.location).toBe('https://hees.example/api/favorites?x=1');
    }
  });

  it('answers what came over https, the health checks, and requests straight to the app', async () => {
    await request(prod.app).get('/healthz').set('X-Forwarded-Proto', 'https').expect(200);
    await request(prod.app).get('/healthz').set('X-Forwarded-Proto', 'http').expect(200);
    await request(prod.app).get('/manifest.webmanifest').set('X-Forwarded-Proto', 'https').expect(200);
    // No proxy header: a probe or a visitor on the app's own port.
    await request(prod.app).get('/manifest.webmanifest').expect(200);
  });

  it.runIf(networkAddress)('leaves a header from a sender the app does not trust alone (only loopback is the proxy)', async () => {
    const address = networkAddress!;
    const server = prod.app.listen(0, '0.0.0.0');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://${address}:${(server.address() as AddressInfo).port}/manifest.webmanifest`, { headers: { 'X-Forwarded-Proto': 'http' }, redirect: 'manual' });
      expect(res.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('does not redirect in development, nor in production with FORCE_HTTPS=false', async () => {
    await request(dev.app).get('/manifest.webmanifest').set('X-Forwarded-Proto', 'http').expect(200);
    const off = await createTestContext({ clientAssets, env: { NODE_ENV: 'production', APP_KEY: 'k'.repeat(32), FORCE_HTTPS: 'false' } });
    try {
      // /healthz first: the app's first use of its database (closing it before then logs a pool error).
      await request(off.app).get('/healthz').expect(200);
      await request(off.app).get('/manifest.webmanifest').set('X-Forwarded-Proto', 'http').expect(200);
    } finally {
      await off.close();
    }
  });

  it('without APP_URL, sends the visitor to the host asked for (a plain host name only)', async () => {
    const noUrl = await createTestContext({ clientAssets, env: { NODE_ENV: 'production', APP_KEY: 'k'.repeat(32), APP_URL: undefined } });
    try {
      await request(noUrl.app).get('/healthz').expect(200);
      const res = await request(noUrl.app).get('/a/b?c=d').set('Host', 'hees.lan').set('X-Forwarded-Proto', 'http').expect(301);
      expect(res.headers.location).toBe('https://hees.lan/a/b?c=d');
      const forged = await request(noUrl.app).get('/').set('Host', 'evil.example/x@').set('X-Forwarded-Proto', 'http').expect(301);
      expect(forged.headers.location).toBe('https://localhost:3000/');
    } finally {
      await noUrl.close();
    }
  });
});

describe('deploy/nginx/hees-https.conf, run by nginx in front of the app', () => {
  it('redirects plain HTTP to https at the site\'s name (301, 308 for a POST) and passes /healthz on', async () => {
    const upstream = createServer((req, res) => prod.app(req, res));
    const proxy = await startCachingProxy(await listen(upstream), { conf: path.resolve('deploy/nginx/hees-https.conf'), fill: { __SERVER_NAME__: 'hees.example' } });
    try {
      const get = await fetch(`${proxy.url}/song/1?ref=x`, { redirect: 'manual', headers: { Host: 'forged.example' } });
      expect([get.status, get.headers.get('location')]).toEqual([301, 'https://hees.example/song/1?ref=x']);
      const post = await fetch(`${proxy.url}/api/favorites`, { method: 'POST', redirect: 'manual' });
      expect([post.status, post.headers.get('location')]).toEqual([308, 'https://hees.example/api/favorites']);
      const health = await fetch(`${proxy.url}/healthz`, { redirect: 'manual' });
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
    } finally {
      await proxy.stop();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
