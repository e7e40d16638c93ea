import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { escapeHtml } from './html';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface ClientAssets {
  /** Hash of the manifest: changes whenever any built file changes. Empty when there is no build. */
  version: string;
  tags: string;
  /**
   * Tags for one page component's own chunk and the chunks it imports that the entry does not:
   * the entry imports the page before it can hydrate, so without them the browser would find
   * them only after the entry has arrived and run (a second round trip on every first load).
   */
  pageTags?: (component: string) => string;
}

/**
 * Reads Vite's manifest once: the asset version for the 409 rule, the tags for the entry (its
 * script, its CSS, and modulepreload links for the chunks it imports), and those of each page
 * component, whose chunk is the source file `<pagesDir><component>.tsx`.
 */
export function readClientAssets(manifestPath: string, entry: string, base = '/build/', pagesDir = 'resources/js/pages/'): ClientAssets {
  let raw: string;
  try {
    raw = readFileSync(manifestPath, 'utf8');
  } catch {
    return { version: '', tags: '' };
  }
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const root = manifest[entry];
  if (!root) throw new Error(`The client build has no entry ${entry}; rebuild with \`npm run build\`.`);

  /** The CSS and the files of `key` and its static imports, skipping the chunks in `seen`. */
  const collect = (key: string, seen: Set<string>, css = new Set<string>(), files = new Set<string>()) => {
    if (seen.has(key)) return { css, files };
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return { css, files };
    chunk.css?.forEach((file) => css.add(file));
    files.add(chunk.file);
    chunk.imports?.forEach((child) => collect(child, seen, css, files));
    return { css, files };
  };
  const entryChunks = new Set<string>();
  const { css, files } = collect(entry, entryChunks);
  files.delete(root.file);

  const url = (file: string) => escapeHtml(base + file);
  const links = (css: Set<string>, preloads: Set<string>) => [
    ...[...css].map((file) => `<link rel="stylesheet" href="${url(file)}">`),
    ...[...preloads].map((file) => `<link rel="modulepreload" href="${url(file)}">`),
  ];
  const tags = [...links(css, files), `<script type="module" src="${url(root.file)}"></script>`].join('\n');

  const pages = new Map<string, string>();
  const pageTags = (component: string) => {
    let tags = pages.get(component);
    if (tags === undefined) {
      const page = collect(`${pagesDir}${component}.tsx`, new Set(entryChunks));
      page.css.forEach((file) => css.has(file) && page.css.delete(file));
      tags = links(page.css, page.files).join('\n');
      pages.set(component, tags);
    }
    return tags;
  };
  return { version: createHash('sha256').update(raw).digest('hex').slice(0, 16), tags, pageTags };
}

/**
 * readClientAssets, re-read only when the manifest changes (a rebuild while the server runs),
 * so a request costs one stat instead of a read and a hash.
 */
export function watchedClientAssets(manifestPath: string, entry: string, base = '/build/'): () => ClientAssets {
  let cached: { mtimeMs: number; assets: ClientAssets } | undefined;
  return () => {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(manifestPath).mtimeMs;
    } catch {
      // no build yet: readClientAssets answers with an empty version
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, assets: readClientAssets(manifestPath, entry, base) };
    return cached.assets;
  };
}
