import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Which twin this client gets: ours to choose when it accepts both, and brotli is the smaller. */
export const precompressedEncoding = (req: Request) => ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name);

/**
 * Serves the `.br` or `.gz` twin that `npm run build` writes beside each built text file (see
 * vite.config.ts), when the client accepts it: built once at the highest levels, so no request pays
 * for compressing the same bytes again. Rewrites the URL for the static handler after it and leaves
 * the content type the original file's.
 */
export function precompressedAssets(buildDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const encoding = precompressedEncoding(req);
    const file = path.join(buildDir, path.normalize(decodeURIComponentSafe(req.path)));
    if (!encoding || !file.startsWith(buildDir + path.sep) || !existsSync(file + encoding.suffix)) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(file));
    req.url = `${req.path}${encoding.suffix}`;
    next();
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
