import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { listen } from '../bench/demo-app';
import { signInAs, type SignedIn } from '../helpers/sign-in';
import { startCachingProxy, type CachingProxy } from '../helpers/caching-proxy';
import { pageObjectIn } from '../helpers/http';

// Issue 16: the docs' rules for a CDN (docs/features/ssr-and-caching.md), proven with a real caching proxy (Debian's nginx running
// deploy/nginx/hees-cache.conf) in front of the app: visitors share copies, signed-in people never
// do, and nothing private, personal or erroneous is kept.

let ctx: TestContext;
let upstream: Server;
let proxy: CachingProxy;
let listener: SignedIn;
/** What reached the app, as `METHOD path`: a request the proxy answered from its cache is not here. */
const reached: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  upstream = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    ctx.app(req, res);
  });
  proxy = await startCachingProxy(await listen(upstream));
  listener = await signInAs(ctx.app, 'listener');
});
afterAll(async () => {
  await proxy?.stop();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
  await ctx?.close();
});

const viaProxy = (path: string, headers: Record<string, string> = {}) => fetch(`${proxy.url}${path}`, { headers, redirect: 'manual' });
const timesReached = (path: string) => reached.filter((line) => line === `GET ${path}`).length;
const cacheStatus = (res: Response) => res.headers.get('x-cache-status');
const signedInName = (html: string) => pageObjectIn(html).props.auth.user?.name ?? null;

describe('a caching proxy in front, configured as the docs say', () => {
  beforeAll(() => {
    reached.length = 0;
  });

  it('keeps a visitor’s page: the next visitor gets the copy, and the app is asked once', async () => {
    onTestFailed(() => console.error(proxy.log()));
    const artist = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first('id')).id as number;
    const path = `/artist/${artist}`;
    const first = await viaProxy(path);
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    expect(first.headers.get('set-cookie')).toBeNull();
    const html = await first.text();
    const second = await viaProxy(path);
    expect(cacheStatus(second)).toBe('HIT');
    expect(await second.text()).toBe(html);
    expect(timesReached(path)).toBe(1);
  });

  it('answers a signed-in person from the app alone, and never keeps their page for visitors', async () => {
    const song = (await ctx.knex('songs').whereNull('deleted_at').orderBy('id').first('id')).id as number;
    const path = `/song/${song}`;
    for (let i = 0; i < 2; i++) {
      const mine = await viaProxy(path, { Cookie: listener.sessionCookie });
      expect(cacheStatus(mine)).toBe('BYPASS');
      expect(signedInName(await mine.text())).not.toBeNull();
    }
    const visitor = await viaProxy(path);
    expect(cacheStatus(visitor)).toBe('MISS');
    expect(signedInName(await visitor.text())).toBeNull();
    expect(cacheStatus(await viaProxy(path))).toBe('HIT');
    expect(timesReached(path)).toBe(3);

    // An app's token: the same, for /api.
    for (let i = 0; i < 2; i++) expect(cacheStatus(await viaProxy('/api/homepage', { Authorization: `Bearer ${listener.token}` }))).toBe('BYPASS');
  });

  it('never keeps Inertia visits, errors, or answers that set a cookie', async () => {
    const artist = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id', 'desc').first('id')).id as number;
    const { version } = pageObjectIn(await (await viaProxy('/')).text());
    for (let i = 0; i < 2; i++) {
      const visit = await viaProxy(`/artist/${artist}`, { 'X-Inertia': 'true', 'X-Inertia-Version': version });
      expect(visit.status).toBe(200);
      expect(cacheStatus(visit)).not.toBe('HIT');
      expect(cacheStatus(await viaProxy('/artist/99999999'))).not.toBe('HIT');
      const token = await viaProxy('/csrf-token');
      expect(token.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
      expect(cacheStatus(token)).not.toBe('HIT');
    }
    expect(timesReached('/artist/99999999')).toBe(2);
    expect(timesReached('/csrf-token')).toBe(2);
  });

  it('keeps built files for good', async () => {
    const html = await (await viaProxy('/')).text();
    const script = /<script data-entry="(\/build\/[^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    await viaProxy(script!);
    const again = await viaProxy(script!);
    expect(cacheStatus(again)).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(timesReached(script!)).toBe(1);
  });
});
