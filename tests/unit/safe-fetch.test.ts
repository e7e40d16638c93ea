import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundFailed, OutboundRefused, safeFetch } from '../../server/services/outbound/safe-fetch';
import { isPublicAddress } from '../../server/services/outbound/address-policy';
import { loadConfig, ConfigError } from '../../server/config';
import { startLocalHttpServer, type LocalHttpServer } from '../helpers/local-http-server';

/** Two local servers: the allowed one (which redirects on request) and another the allowed one points at. */
let allowed: LocalHttpServer;
let other: LocalHttpServer;
let allowedHost: string;
let otherPort: number;
beforeAll(async () => {
  other = await startLocalHttpServer((_req, res) => res.end('secret from inside'));
  allowed = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/feed') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
    if (url.pathname === '/to') return res.writeHead(302, { location: url.searchParams.get('where')! }).end();
    if (url.pathname === '/loop') return res.writeHead(301, { location: '/loop2' }).end();
    if (url.pathname === '/loop2') return res.writeHead(301, { location: '/loop' }).end();
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 60 && res.write(chunk)) sent++;
        if (sent >= 60) res.end();
        else res.once('drain', pump);
      };
      return pump();
    }
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 5_000);
    if (url.pathname === '/missing') return res.writeHead(404).end('no');
    res.end('ok');
  });
  allowedHost = allowed.host;
  otherPort = other.port;
});
afterAll(async () => {
  await allowed?.close();
  await other?.close();
});

const fetchAllowed = (path: string, options = {}) => safeFetch(`http://${allowedHost}${path}`, { allowHosts: [allowedHost], ...options });

describe('outbound fetches', () => {
  it('fetch an allowed address with its content type and the final URL', async () => {
    const got = await fetchAllowed('/feed');
    expect(got).toMatchObject({ status: 200, url: `http://${allowedHost}/feed`, contentType: 'application/rss+xml' });
    expect(got.body.toString()).toBe('<rss/>');
  });

  it.each([
    ['loopback', 'http://127.0.0.1:9/'],
    ['the allowed host on another port', 'http://127.0.0.1:1/'],
    ['localhost by name', 'http://localhost:9/'],
    ['IPv6 loopback', 'http://[::1]:9/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:9/'],
    ['a decimal address', 'http://2130706433:9/'],
    ['an octal address', 'http://0177.0.0.1:9/'],
    ['a short address', 'http://127.1:9/'],
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'http://10.0.0.5/'],
    ['another private network', 'http://192.168.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['the unspecified address', 'http://0.0.0.0:9/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
  ])('refuse %s', async (_name, url) => {
    await expect(safeFetch(url, { allowHosts: [allowedHost], timeoutMs: 3_000 })).rejects.toBeInstanceOf(OutboundRefused);
  });

  // URL parsing writes [::127.0.0.1] as [::7f00:1], which ipaddr.js calls plain unicast.
  it.each([
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]:9/'],
    ['IPv4-compatible metadata service', 'http://[::a9fe:a9fe]/latest/meta-data/'],
    ['IPv4-compatible private network', 'http://[::a00:1]/'],
    ['IPv4-compatible public address (the whole ::/96)', 'http://[::8.8.8.8]/'],
    ['IPv4-mapped metadata service', 'http://[::ffff:169.254.169.254]/'],
    ['NAT64 loopback', 'http://[64:ff9b::127.0.0.1]:9/'],
    ['NAT64 private network', 'http://[64:ff9b::10.0.0.1]/'],
    ['local-use NAT64', 'http://[64:ff9b:1::a9fe:a9fe]/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::1]:9/'],
    ['6to4 of the metadata service', 'http://[2002:a9fe:a9fe::1]/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['IPv4-translated (SIIT)', 'http://[::ffff:0:7f00:1]:9/'],
  ])('refuse an IPv6 literal that carries an IPv4 address: %s, before connecting', async (_name, url) => {
    await expect(safeFetch(url, { timeoutMs: 3_000 })).rejects.toThrow(/^[0-9a-f:.]+ is not on the public internet; the server does not fetch from there\.$/);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x', 'gopher://127.0.0.1:70/', 'data:text/plain,hi', 'javascript:alert(1)', 'not a url', 'http://user:pw@example.com/'])(
    'refuse %s before connecting',
    async (url) => {
      await expect(safeFetch(url)).rejects.toBeInstanceOf(OutboundRefused);
    },
  );

  it('check every redirect hop: an allowed server cannot send the fetch inside', async () => {
    for (const where of [`http://127.0.0.1:${otherPort}/`, `http://[::ffff:7f00:1]:${otherPort}/`, `http://[::127.0.0.1]:${otherPort}/`, `http://2130706433:${otherPort}/`, 'file:///etc/passwd', 'http://169.254.169.254/']) {
      await expect(fetchAllowed(`/to?where=${encodeURIComponent(where)}`), where).rejects.toBeInstanceOf(OutboundRefused);
    }
    // A redirect within the allowed host is followed.
    expect((await fetchAllowed(`/to?where=${encodeURIComponent('/feed')}`)).body.toString()).toBe('<rss/>');
  });

  it('stop a redirect loop, a body over the cap, a slow server, and report an error status', async () => {
    await expect(fetchAllowed('/loop')).rejects.toThrow(/redirects in a loop/);
    await expect(fetchAllowed('/big', { maxBytes: 50 * 1024 * 1024 })).rejects.toThrow(/larger than 50 MB/);
    await expect(fetchAllowed('/slow', { timeoutMs: 500 })).rejects.toThrow(/took too long/);
    const missing = await fetchAllowed('/missing').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(OutboundFailed);
    expect(missing).toMatchObject({ status: 404 });
  });

  it('classify addresses', () => {
    expect(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'].every(isPublicAddress)).toBe(true);
    expect(['127.0.0.1', '::1', '::ffff:10.0.0.1', '169.254.169.254', '172.16.0.1', '224.0.0.1', '255.255.255.255', '192.0.2.1', 'nonsense'].some(isPublicAddress)).toBe(false);
    // An IPv4-mapped address is the IPv4 address it carries; a public one stays reachable.
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    // IPv6 forms that carry an IPv4 address, and IPv6 outside the global unicast space 2000::/3.
    const refused = ['::7f00:1', '::a9fe:a9fe', '::a00:1', '::808:808', '::', '64:ff9b::7f00:1', '64:ff9b::808:808', '2002:a00:1::1', '2002:808:808::1', '2001::1', '::1:7f00:1', 'fec0::1', '3fff::1'];
    expect(refused.filter(isPublicAddress)).toEqual([]);
  });

  it('the allow-list is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(40), OUTBOUND_ALLOW_HOSTS: '127.0.0.1:80' })).toThrow(ConfigError);
  });
});
