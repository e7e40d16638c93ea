import { createHash } from 'node:crypto';
import type { SsrResult } from './ssr-result';

/** The key of a page's markup: a hash of its JSON as the HTML carries it (computed once per answer). */
export const renderKey = (pageJson: string) => createHash('sha256').update(pageJson).digest('base64');

/** A render as kept: the head tags as a string of their own, the markup as the UTF-8 bytes the answer sends. */
export interface KeptRender {
  head: string;
  body: Buffer;
}

export interface RenderCache {
  /** The markup rendered for the page whose key (renderKey) this is, if kept and not older than the age limit. */
  get(key: string): KeptRender | undefined;
  /** Keeps a render, and gives it back as kept: the answer sends those bytes rather than encoding the markup again. */
  set(key: string, result: SsrResult): KeptRender;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/**
 * The text's UTF-8 bytes in memory of their own: under 4 KB Node cuts a Buffer from a shared 8 KB
 * slab, which a kept entry would hold whole (and its size would not be what it counts).
 */
function ownBytes(text: string): Buffer {
  const encoded = Buffer.from(text, 'utf8');
  if (encoded.byteOffset === 0 && encoded.buffer.byteLength === encoded.length) return encoded;
  const own = Buffer.allocUnsafeSlow(encoded.length);
  encoded.copy(own);
  return own;
}

/**
 * Server-rendered markup kept by what it was rendered from: a hash of the page object's JSON, which
 * holds every prop (the data, the language and its messages), the URL and the build's asset version.
 * The render is a function of that object, so an entry is right for as long as the same JSON comes
 * back: a change to the data changes the props and so the key (the data version, in effect), a new
 * build changes `version`, and the old entry is never asked for again and falls out, least recently
 * used first, once `maxBytes` is full. What the markup reads besides the page (the footer's year) is
 * bounded by `maxAgeMs`.
 *
 * Unlike the visitor cache (server/http/visitor-cache.ts), which keeps whole answers for seconds by
 * the request, this skips only the render, the largest part of an uncached page's CPU: the props are
 * still read from the database on every request, so nothing shown is older than the data.
 */
export function renderCache({ maxBytes, maxAgeMs }: { maxBytes: number; maxAgeMs: number }): RenderCache {
  // Kept as UTF-8 bytes, not the strings the render gave: those may be slices of larger strings that
  // they keep alive (a 16 MB cache held ~300 MB of RSS at 100,000 songs), and a Buffer's size is exact.
  // The bytes are what the answer is made of (html.ts), so a hit decodes nothing and a miss encodes
  // its markup once. The head (a few KB, read as text) is kept as a copy of its own.
  const entries = new Map<string, KeptRender & { bytes: number; storedAt: number }>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || Date.now() - entry.storedAt > maxAgeMs) {
        if (entry) drop(key);
        misses++;
        return undefined;
      }
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      entries.delete(key);
      entries.set(key, entry);
      hits++;
      return { head: entry.head, body: entry.body };
    },
    set(key, result) {
      // The markup's bytes, plus the key. A sitemap crawl of the demo catalogue's 401 pages keeps ~25 MB.
      const headBytes = Buffer.from(result.head, 'utf8');
      const kept = { head: headBytes.toString('utf8'), body: ownBytes(result.body) };
      const size = headBytes.length + kept.body.length + key.length + 64;
      if (size > maxBytes) return kept;
      drop(key);
      entries.set(key, { ...kept, bytes: size, storedAt: Date.now() });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
      return kept;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
