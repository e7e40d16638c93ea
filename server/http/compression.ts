import compression from 'compression';
import type { Request, RequestHandler } from 'express';

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
