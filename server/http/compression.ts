import { createRequire } from 'node:module';
import compression from 'compression';
import type { Request, RequestHandler } from 'express';

interface EncodingNegotiator {
  encoding(available: string[], preferred: string[]): string | undefined;
}
// The very negotiator (and version) the compression middleware chooses with, so the choice below is
// its choice: express's own req.acceptsEncodings ranks ties differently ("gzip, br": gzip there, br here).
const requireHere = createRequire(import.meta.url);
const Negotiator = createRequire(requireHere.resolve('compression'))('negotiator') as new (req: Request) => EncodingNegotiator;

/** Paths whose bytes are already compressed or served precompressed: audio and images, the built client. */
const NOT_COMPRESSED_HERE = /^\/(media|build)\//;

/**
 * Brotli or gzip for text answers made per request (HTML, JSON, XML), by the client's preference.
 * Brotli at quality 4 and gzip at level 5: close to the best ratios for pages of this size at a
 * small fraction of the CPU of the maximum levels, which would cost more than the bytes they save.
 * Audio and images are compressed formats already; a Range answer must stay the bytes it names.
 */
export function compressTextAnswers(): RequestHandler {
  return compression({
    threshold: 1024,
    level: 5,
    filter: (req: Request, res) => {
      if (NOT_COMPRESSED_HERE.test(req.path) || req.headers.range || res.statusCode === 206) return false;
      return compression.filter(req, res);
    },
  });
}

/**
 * The encoding compressTextAnswers gives this request's answer ('br', 'gzip', 'deflate' or
 * 'identity'), as compression 1.8 negotiates it. The visitor cache keys on this rather than the raw
 * Accept-Encoding, which differs between browsers that get the same bytes.
 */
export function negotiatedEncoding(req: Request): string {
  if (!req.headers['accept-encoding']) return 'identity';
  return new Negotiator(req).encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']) ?? 'identity';
}
