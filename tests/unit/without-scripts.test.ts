import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithoutScriptsProxy, withoutScripts } from '../bench/without-scripts';

describe('withoutScripts (bench:lighthouse --without-scripts)', () => {
  it('removes the scripts a browser would run and keeps data blocks and everything else', () => {
    const page = [
      '<html><head><title>Hees</title>',
      '<script>start()</script>',
      '<script type="module" src="/build/app.js"></script>',
      '<SCRIPT type="text/javascript">\nold()\n</SCRIPT>',
      '<script type="application/ld+json" data-inertia="json-ld">{"@type":"WebSite"}</script>',
      '</head><body><div id="app"><p>Heesta</p></div>',
      '<script data-page="app" type="application/json">{"component":"home"}</script>',
      '</body></html>',
    ].join('');
    expect(withoutScripts(page)).toBe(
      '<html><head><title>Hees</title>' +
        '<script type="application/ld+json" data-inertia="json-ld">{"@type":"WebSite"}</script>' +
        '</head><body><div id="app"><p>Heesta</p></div>' +
        '<script data-page="app" type="application/json">{"component":"home"}</script>' +
        '</body></html>',
    );
  });
});

describe('the proxy in front of the app', () => {
  const script = gzipSync('console.log("hees")');
  let app: Server;
  let proxy: Awaited<ReturnType<typeof startWithoutScriptsProxy>>;
  const seen: { url?: string; encoding?: string }[] = [];

  beforeAll(async () => {
    app = createServer((req, res) => {
      seen.push({ url: req.url, encoding: req.headers['accept-encoding'] });
      if (req.url === '/build/app.js') return void res.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'gzip' }).end(script);
      // As the app answers: brotli when the client takes it.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'x-app': 'hees' }).end(brotliCompressSync('<p>Hees</p><script type="module" src="/build/app.js"></script>'));
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    proxy = await startWithoutScriptsProxy(`http://127.0.0.1:${(app.address() as { port: number }).port}`);
  });
  /** The answer's bytes as they came over the wire (fetch would decode them). */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${proxy.base}${path}`, { headers: { accept: 'text/html,*/*', 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => app.close(resolve));
  });

  it('serves a document without its scripts, decoded from the app\'s brotli and gzipped again, with the app\'s headers', async () => {
    const answer = await raw('/song/1', 'br, gzip');
    expect(answer.headers['x-app']).toBe('hees');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe('<p>Hees</p>');
    expect(seen.at(-1)).toEqual({ url: '/song/1', encoding: 'br, gzip' });
  });

  it('passes everything else through byte for byte, compression included', async () => {
    const answer = await raw('/build/app.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(script)).toBe(true);
    expect(seen.at(-1)).toEqual({ url: '/build/app.js', encoding: 'gzip' });
  });
});
