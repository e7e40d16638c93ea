import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

interface EncodingNegotiator {
  encoding(available: string[], preferred: string[]): string | undefined;
}
// The negotiator (and version) the compression package chooses with: express's own
// req.acceptsEncodings ranks ties differently ("gzip, br": gzip there, br here), and the visitor
// cache's key (negotiatedEncoding below) must name the encoding the answer is sent in.
const requireHere = createRequire(import.meta.url);
const Negotiator = createRequire(requireHere.resolve('compression'))('negotiator') as new (req: Request) => EncodingNegotiator;

/** Paths whose bytes are already compressed or served precompressed: audio and images, the built client. */
const NOT_COMPRESSED_HERE = /^\/(media|build)\//;
/** Under this, the encoding's own header costs about what it saves. */
const THRESHOLD_BYTES = 1024;
/**
 * Up to this, compressed on the main thread in one call: ~0.06 ms for a 4 KB JSON answer, ~0.5 ms
 * for a 28 KB HTML page (brotli 3). Handing a page to libuv's threads instead costs the main thread
 * ~0.15 ms whatever the size, but on two cores those threads compete with the server for the same
 * CPUs: uncached song pages at 32 connections went 137-154 req/s done here against 110-120 handed
 * over. Larger answers (a sitemap of 10,000 addresses) go to the threads, so the event loop never
 * waits several ms for one.
 */
const SYNC_LIMIT_BYTES = 256 * 1024;
/** What the compression package sends with when the client names no encoding at all. */
const NO_PREFERENCE = 'identity';

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 5 };

type Encoding = 'br' | 'gzip' | 'deflate';
const compressSync: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, brotliOptions(body.length)),
  gzip: (body) => zlib.gzipSync(body, GZIP_OPTIONS),
  deflate: (body) => zlib.deflateSync(body, GZIP_OPTIONS),
};
const compressAsync: Record<Encoding, (body: Buffer, done: (error: Error | null, result: Buffer) => void) => void> = {
  br: (body, done) => zlib.brotliCompress(body, brotliOptions(body.length), done),
  gzip: (body, done) => zlib.gzip(body, GZIP_OPTIONS, done),
  deflate: (body, done) => zlib.deflate(body, GZIP_OPTIONS, done),
};

/**
 * The encoding compressTextAnswers gives this request's answer ('br', 'gzip', 'deflate' or
 * 'identity'), as compression 1.8 negotiates it. The visitor cache keys on this rather than the raw
 * Accept-Encoding, which differs between browsers that get the same bytes.
 */
export function negotiatedEncoding(req: Request): string {
  if (!req.headers['accept-encoding']) return NO_PREFERENCE;
  return new Negotiator(req).encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']) ?? NO_PREFERENCE;
}

/** Whether this answer may be compressed at all (then it varies on Accept-Encoding, whatever its size). */
function compressible(req: Request, res: Response): boolean {
  if (NOT_COMPRESSED_HERE.test(req.path) || req.headers.range || res.statusCode === 206) return false;
  if (res.statusCode === 204 || res.statusCode === 304) return false;
  if (!compression.filter(req, res)) return false; // a text type (compressible's list), and no x-no-compression
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''));
}

const toBuffer = (chunk: unknown, encoding: BufferEncoding | undefined): Buffer | null =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;

/**
 * Brotli or gzip for text answers made per request (HTML, JSON, XML), by the client's preference:
 * brotli at quality 3 and gzip at level 5, close to the best ratios for pages of this size at a small
 * fraction of the CPU of the maximum levels. Quality 4 made a 28 KB song page 3% smaller (9.0 KB
 * against 9.3) for 1.75 times the CPU (0.80 ms against 0.46), the largest single cost of an uncached
 * answer after rendering it. Audio and images are compressed formats already; a Range answer must
 * stay the bytes it names.
 *
 * Every such answer here is one whole body (`res.send`, `res.json`), so it is compressed in one call
 * and sent with its Content-Length in one write. The compression package, used before, ran each
 * answer through a zlib stream (a Transform, its buffers and callbacks, a trip to libuv's threads and
 * back, chunked transfer): at 32 connections that was 15% of the server's CPU on an uncached song
 * page, for a 1.4 KB answer; a one-shot call costs about a fifth of it. An answer written in pieces
 * (res.write) goes out as written: only audio and images are streamed, and those are not compressed.
 */
export function compressTextAnswers(): RequestHandler {
  return (req, res, next) => {
    const write = res.write;
    const originalEnd = res.end as (this: Response, ...args: unknown[]) => Response;
    let streamed = false;
    res.write = function (this: Response, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      const asItIs = () => originalEnd.apply(this, args);
      const [chunk, encodingOrDone, maybeDone] = args;
      const encoding = typeof encodingOrDone === 'string' ? (encodingOrDone as BufferEncoding) : undefined;
      const done = (typeof encodingOrDone === 'function' ? encodingOrDone : maybeDone) as (() => void) | undefined;
      if (streamed || res.headersSent || !compressible(req, res)) return asItIs();
      res.vary('Accept-Encoding');
      const body = typeof chunk === 'function' ? null : toBuffer(chunk, encoding);
      const method = negotiatedEncoding(req);
      const alreadyEncoded = (res.getHeader('Content-Encoding') ?? 'identity') !== 'identity';
      if (!body || body.length < THRESHOLD_BYTES || alreadyEncoded || req.method === 'HEAD' || method === 'identity' || !(method in compressSync)) {
        return asItIs();
      }
      const send = (compressed: Buffer) => {
        res.setHeader('Content-Encoding', method);
        res.setHeader('Content-Length', compressed.length);
        return originalEnd.call(this, compressed, done);
      };
      if (body.length <= SYNC_LIMIT_BYTES) return send(compressSync[method as Encoding](body));
      compressAsync[method as Encoding](body, (error, compressed) => {
        if (error) asItIs(); // sent as it is rather than not at all
        else send(compressed);
      });
      return this;
    } as Response['end'];
    next();
  };
}
