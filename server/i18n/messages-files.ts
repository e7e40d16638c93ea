import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Router } from 'express';
import { precompressedEncoding } from '../http/precompressed-assets';
import { serveMessagesAsFile } from '../inertia';
import { LOCALES } from '@common/i18n/locales';
import { compiledMessages, type MessageArea } from './catalogues';

/** Where the files are: under /build, as the built client's files are (named by content, cached for good, kept offline by public/sw.js). */
const PREFIX = '/build/messages/';
const AREAS: MessageArea[] = ['all', 'public'];

interface MessagesFile {
  body: Buffer;
  etag: string;
  /** Its compressed twins, made on the first ask for each (the built files' are made by the build). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';
/** The highest levels, as the build's twins: made once a process, then kept (~5 of ~25 KB in brotli). */
const ENCODE: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 9 }),
};

/**
 * Each language's catalogue for a full page load, as a file of its own (server/inertia/page-messages.ts
 * says why): `/build/messages/so-public.<hash>.json`. The name carries a hash of the content, so a
 * new wording is a new URL and the old copy in a browser is never used again; the same build makes
 * the same names on every instance. Made once, when the server starts: they are the compiled
 * catalogues, ~25-55 KB each. The staff area's part alone (what an Inertia visit into the backstage
 * brings) is never a full load, so it has no file.
 */
const files = new Map<string, MessagesFile>();
/** Characters of the content hash in a file's name (96 bits of SHA-256 in base64url). */
const HASH_LENGTH = 16;
/** Any build's name of a file: `so-public.<hash>.json`, the language and area captured. */
const FILE_NAME = new RegExp(`^([a-z]{2}-[a-z]+)\\.[\\w-]{${HASH_LENGTH}}\\.json$`);
/** Each language and area's file of this build (`so-public` -> its path): where an older name is sent. */
const current = new Map<string, string>();
for (const locale of LOCALES) {
  for (const area of AREAS) {
    const messages = compiledMessages(locale, area);
    const body = Buffer.from(JSON.stringify(messages));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, HASH_LENGTH);
    const name = `${locale}-${area}.${hash}.json`;
    files.set(name, { body, etag: `"${hash}"`, encoded: {} });
    serveMessagesAsFile(messages, PREFIX + name);
    current.set(`${locale}-${area}`, PREFIX + name);
  }
}

/** Serves the files; any other name under the prefix goes on to the built files (a 404 there). */
export function messagesFiles(): Router {
  const router = Router();
  router.get(`${PREFIX}:name`, (req, res, next) => {
    const file = files.get(req.params.name);
    if (!file) {
      // A page made by the build before (a copy kept for its minute by a browser or a CDN across a
      // deploy) names that build's file: the same language's words of this build serve it better than
      // a 404, which would leave that page without its app. Not kept (a redirect is never cached here).
      const older = FILE_NAME.exec(req.params.name);
      const now = older && current.get(older[1]!);
      return now ? res.redirect(302, now) : next();
    }
    res.set('Cache-Control', 'public, max-age=31536000, immutable').set('ETag', file.etag).type('application/json').vary('Accept-Encoding');
    if (req.fresh) return void res.status(304).end();
    // Brotli when the client takes it, as the built files' twins.
    const encoding = precompressedEncoding(req)?.name;
    if (!encoding) return void res.send(file.body);
    (file.encoded[encoding] ??= ENCODE[encoding](file.body)).then(
      (encoded) => res.set('Content-Encoding', encoding).send(encoded),
      (error: unknown) => next(error),
    );
  });
  return router;
}
