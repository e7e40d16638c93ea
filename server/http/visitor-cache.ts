import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger';
import type { PublicContentGeneration } from '../lib/public-content-generation';
import { asksToSaveData } from './save-data';
import { promoDevice } from '../lib/promo-device';
import { requestLocale } from '../i18n/request-locale';
import { negotiatedEncoding } from './compression';
import { loggedUrl } from './logged-url';
import { requestIdOf } from './request-id';

/** A kept answer: the bytes as they went out (compressed, if they were) and the headers that describe them. */
interface KeptAnswer {
  headers: Record<string, string | string[] | number>;
  body: Buffer;
  generation: number;
  expires: number;
  bytes: number;
}

export interface VisitorCacheOptions {
  sessionCookie: string;
  /**
   * The origin the answer's absolute links are made with (server/http/public-origin.ts): without
   * APP_URL it is the request's own, so one host's page must never be served to another.
   */
  originOf: (req: Request) => string;
  ttlMs: number;
  maxBytes: number;
  generation: PublicContentGeneration;
  logger: Logger;
  now?: () => number;
}

export interface VisitorCache {
  middleware: RequestHandler;
  stats(): { entries: number; bytes: number };
}

/** Told on every answer it could serve or keep: `hit`, or `miss` (the answer was made, and kept if it could be). */
export const CACHE_HEADER = 'X-Visitor-Cache';

/** What the kept answers are: pages, their Inertia JSON, /api JSON, sitemaps and feeds. Files and images have their own caches. */
const KEPT_TYPES = /^(text\/html|application\/json|application\/(?:rss\+)?xml|text\/xml)\b/i;

/**
 * The request headers our answers depend on, each keyed by what it changes in the answer rather than
 * as sent, so browsers that get the same bytes share one entry ("en-GB,en;q=0.9" and "en-US" both
 * get the English page): Accept by whether HTML or JSON is preferred (error answers), Accept-Encoding
 * by the encoding the compressor picks, Accept-Language and the `lang` cookie by the page's language,
 * User-Agent by the promo's device class, Cookie and Save-Data by the data saver choice, Host (and a
 * trusted proxy's X-Forwarded-Host and -Proto) by the public origin when APP_URL is not set. Cookie and
 * Authorization otherwise only mark a signed-in person, whose requests never get here. A response
 * that says it varies on anything else is not kept: that would be a dependency this key does not know.
 */
const KNOWN_VARY = new Set(['accept', 'accept-encoding', 'accept-language', 'x-requested-with', 'x-inertia', 'user-agent', 'cookie', 'authorization', 'save-data']);

/** Headers that belong to one response, never to be replayed to another request. */
const PER_RESPONSE = new Set(['x-request-id', 'set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', CACHE_HEADER.toLowerCase()]);

/**
 * How long a request waits for the same answer being made for another visitor before making its
 * own: a slow render is shared, a stuck one is not waited on for ever.
 */
const SHARED_WAIT_MS = 5_000;

/** The most one answer may take of the cache: a few huge answers must not push out every page. */
const largestEntry = (maxBytes: number) => Math.min(2 * 1024 * 1024, Math.floor(maxBytes / 8));

function keyOf(req: Request, origin: string): string {
  const inertia = Object.keys(req.headers)
    .filter((name) => name.startsWith('x-inertia'))
    .sort()
    .map((name) => `${name}=${String(req.headers[name])}`);
  return [
    origin,
    req.originalUrl,
    `accept=${req.accepts(['html', 'json']) || ''}`,
    `encoding=${negotiatedEncoding(req)}`,
    `locale=${requestLocale(req)}`,
    `x-requested-with=${req.get('X-Requested-With') ?? ''}`,
    ...inertia,
    `device=${promoDevice(req.get('User-Agent')) ?? ''}`,
    `save-data=${asksToSaveData(req)}`,
  ].join('\n');
}

function varyNames(res: Response): string[] {
  const vary = res.getHeader('Vary');
  const text = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether an answer may be given to every visitor who sends the same key. */
function keepable(res: Response): boolean {
  if (res.statusCode !== 200 || res.getHeader('Set-Cookie') !== undefined) return false;
  if (/no-store/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  if (!KEPT_TYPES.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  return varyNames(res).every((name) => KNOWN_VARY.has(name));
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}

/**
 * Visitors' answers served from memory (issue 16). A visitor (no session cookie, no Authorization)
 * asking again for a page, its Inertia JSON or /api JSON within `ttlMs` gets the bytes the first
 * answer sent, compressed as they were, without touching the database or rendering again. Kept only:
 * a 200 that set no cookie, is not no-store, and varies on nothing the key leaves out. Bounded by
 * `maxBytes` (least recently used out first). A backstage write or a job's result moves the public
 * content generation (see PublicContentGeneration), and an answer kept under an older one is not used.
 *
 * Mounted first (app.ts): a hit costs no other middleware, and the headers they set on the first
 * answer (security, Cache-Control, Vary) are kept and replayed with it. Before compression, so what it
 * keeps is the compressed answer: a hit costs no compression.
 */
export function visitorCache(options: VisitorCacheOptions): VisitorCache {
  const now = options.now ?? Date.now;
  const sessionCookie = new RegExp(`(?:^|;\\s*)${options.sessionCookie}=`);
  const entries = new Map<string, KeptAnswer>();
  /**
   * Answers being made now, by key: a visitor asking for the same one meanwhile waits for it rather
   * than making it a second time (right after a start, the home page the server asks itself for
   * while the first visitor asks too; when a popular page's copy expires under traffic). Settled as
   * soon as the answer is known not to be kept (another type, too big), or when it is sent or aborted.
   */
  const making = new Map<string, Promise<void>>();
  let bytes = 0;
  let keptGeneration = -1;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const keep = (key: string, entry: KeptAnswer) => {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order, and a hit re-inserts: the first key is the least recently used.
    while (bytes > options.maxBytes) remove(entries.keys().next().value!);
  };

  const serve = (req: Request, res: Response, entry: KeptAnswer) => {
    res.status(200);
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader(CACHE_HEADER, 'hit');
    // A hit is answered before the request logger runs (app.ts), so it is given its id and line here.
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    // The ETag came with the kept answer: a browser holding that copy is told it is still good.
    const fresh = req.fresh;
    if (options.logger.isLevelEnabled('info')) options.logger.info({ req: { id, method: req.method, url: loggedUrl(req.url) }, res: { statusCode: fresh ? 304 : 200 }, cache: 'hit' }, 'request completed');
    if (fresh) {
      res.removeHeader('Content-Encoding');
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
  };

  const capture = (res: Response, key: string, generation: number) => {
    let settle = () => {};
    const mine = new Promise<void>((resolve) => (settle = resolve));
    making.set(key, mine);
    const settled = () => {
      if (making.get(key) === mine) making.delete(key);
      settle();
    };
    const chunks: Buffer[] = [];
    let size = 0;
    let typeChecked = false;
    // Set once the answer cannot be kept, so its bytes are not copied: too big, or not a kept type
    // (the files, media and images that pass through here as well are known by their first chunk).
    let notKept = false;
    const limit = largestEntry(options.maxBytes);
    const collect = (chunk: unknown, encoding: unknown) => {
      if (notKept) return;
      if (!typeChecked) {
        typeChecked = true;
        notKept = !KEPT_TYPES.test(String(res.getHeader('Content-Type') ?? ''));
        if (notKept) return settled();
      }
      const buffer = asBuffer(chunk, encoding);
      if (!buffer) return;
      size += buffer.length;
      if (size > limit) {
        notKept = true;
        chunks.length = 0;
        return settled();
      }
      chunks.push(Buffer.from(buffer)); // a copy: the caller may reuse its buffer
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    res.setHeader(CACHE_HEADER, 'miss');
    // 'close' comes after 'finish', or alone when the client aborted: those waiting go on either way.
    res.once('close', settled);
    // Only a response sent whole is kept ('finish'); one the client aborted ends with 'close' alone.
    res.once('finish', () => {
      // An answer made while a change was announced may hold the old content: not kept.
      if (notKept || generation !== keptGeneration || !keepable(res)) return;
      const headers: KeptAnswer['headers'] = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
      }
      const body = Buffer.concat(chunks);
      keep(key, { headers, body, generation, expires: now() + options.ttlMs, bytes: body.length + 1024 + key.length });
    });
  };

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' || req.headers.range || req.get('Authorization') || sessionCookie.test(req.get('Cookie') ?? '')) return next();
    let generation: number;
    try {
      generation = await options.generation.current();
    } catch (error) {
      // The database cannot be read and nothing is kept yet: answer without the cache (the route
      // reports the outage itself, so this is not logged as a warning for every request).
      options.logger.debug({ err: error }, 'visitor cache: public content generation unreadable');
      return next();
    }
    if (generation !== keptGeneration) {
      clear();
      keptGeneration = generation;
    }
    const key = keyOf(req, options.originOf(req));
    const usable = () => {
      const entry = entries.get(key);
      return entry && entry.generation === generation && entry.expires > now() ? entry : undefined;
    };
    let entry = usable();
    const underWay = entry ? undefined : making.get(key);
    if (underWay) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([underWay, new Promise<void>((resolve) => (timer = setTimeout(resolve, SHARED_WAIT_MS)))]);
      clearTimeout(timer);
      // The client may have gone while it waited.
      if (res.destroyed) return;
      entry = usable();
    }
    if (entry) {
      keep(key, entry);
      serve(req, res, entry);
      return;
    }
    if (entries.has(key)) remove(key);
    capture(res, key, generation);
    next();
  };

  return { middleware, stats: () => ({ entries: entries.size, bytes }) };
}

/**
 * Announces a successful write made through these paths (backstage) as a change of public content,
 * before its answer goes out: once staff see "Saved", no instance serves a visitor the old page for
 * longer than its generation check. A write that failed (4xx, 5xx) changed nothing.
 */
export function announceWrites(generation: PublicContentGeneration, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      if (res.statusCode >= 400) return end(...args);
      generation
        .announce()
        .catch((error: unknown) => logger.warn({ err: error }, 'could not announce a public content change'))
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
