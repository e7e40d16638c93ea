import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/**
 * The baseline of `npm run bench:stream`: the least a server can do to answer a Range request for a
 * file (node http, stat, createReadStream), no framework, no headers beyond the needed ones.
 */
export function plainStaticServer(root: string): Server {
  return createServer((req, res) => {
    const file = path.join(root, path.basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    let size: number;
    try {
      size = statSync(file).size;
    } catch {
      res.writeHead(404).end();
      return;
    }
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    const end = match && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    res.writeHead(match ? 206 : 200, {
      'Content-Type': 'audio/mpeg',
      'Content-Length': end - start + 1,
      'Accept-Ranges': 'bytes',
      ...(match ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
    });
    createReadStream(file, { start, end }).pipe(res);
  });
}
