/**
 * The floor under a page's Total Blocking Time, for `bench:lighthouse --without-scripts`: the same
 * server's pages with none of their scripts run. A proxy in front of the app passes every request
 * through untouched (styles, images, fonts, headers, compression), except HTML documents, whose
 * executable `<script>` elements it removes: the inline start script, and with it every module the
 * page would load. Data blocks stay (the page object, JSON-LD): the browser still reads them.
 *
 * What Lighthouse then measures is the document's own cost (parse, style, layout, paint, images) as
 * the full page's audit sees it, so the gap between the two is what the app's JavaScript (evaluating
 * the modules, hydration, starting the carousels) adds. Lighthouse cannot be run with JavaScript off
 * (it drives the page through the debugger, which Chromium refuses then), hence the proxy.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** `<script>` elements the browser would run: no type, or a JavaScript or module type. Data blocks (JSON, JSON-LD) are left. */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;

export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '');
}

const isDocument = (headers: IncomingHttpHeaders) => String(headers['content-type'] ?? '').startsWith('text/html');

function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === undefined || encoding === 'identity') return body;
  throw new Error(`A document in an encoding the proxy does not read: ${String(encoding)}`);
}

/** Listens on 127.0.0.1 (a free port) and forwards to `target` (http://host:port). */
export async function startWithoutScriptsProxy(target: string): Promise<{ base: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    const forward = request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!isDocument(answer.headers)) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      // A document is read whole, decoded, rewritten and sent gzipped when the client takes it (so its
      // size on the simulated network stays close to the app's own answer).
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = withoutScripts(decoded(Buffer.concat(chunks), answer.headers['content-encoding']).toString('utf8'));
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? gzipSync(html) : Buffer.from(html);
        const { 'content-length': _length, 'transfer-encoding': _chunked, 'content-encoding': _encoding, etag: _etag, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, ...(gzip && { 'content-encoding': 'gzip' }), 'content-length': body.length });
        res.end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
