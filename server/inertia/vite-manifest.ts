import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { escapeHtml } from './html';
import { fileVersion } from './file-version';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface ClientAssets {
  /** Hash of the manifest: changes whenever any built file changes. Empty when there is no build. */
  version: string;
  /** The entry's stylesheet tags, for `<head>`: the page is drawn with them. */
  tags: string;
  /** The entry module's URL; html.ts starts it, with `modules`, once the page has been drawn. */
  script?: string;
  /** The chunks the entry imports statically, preloaded beside it. */
  modules?: string[];
  /**
   * One page component's own stylesheet tags and chunks (its chunk and the chunks it imports that
   * the entry does not): the entry imports the page before it can hydrate, so without them the
   * browser would find them only after the entry has arrived and run (a second round trip).
   */
  page?: (component: string) => { tags: string; modules: string[] };
}

/**
 * Reads Vite's manifest once: the asset version for the 409 rule, the entry's CSS, script and the
 * chunks it imports, and those of each page component, whose chunk is the source file
 * `<pagesDir><component>.tsx`.
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
  const styleTags = (css: Set<string>) => [...css].map((file) => `<link rel="stylesheet" href="${url(file)}">`).join('\n');

  const pages = new Map<string, { tags: string; modules: string[] }>();
  const page = (component: string) => {
    let assets = pages.get(component);
    if (assets === undefined) {
      const seen = new Set(entryChunks);
      const own = collect(`${pagesDir}${component}.tsx`, seen);
      // A backstage page is resolved through the backstage chunk (its page list and layout): preloaded too.
      if (component.startsWith('backstage/')) collect(`${pagesDir}backstage-pages.tsx`, seen, own.css, own.files);
      own.css.forEach((file) => css.has(file) && own.css.delete(file));
      assets = { tags: styleTags(own.css), modules: [...own.files].map(url) };
      pages.set(component, assets);
    }
    return assets;
  };
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    tags: styleTags(css),
    script: url(root.file),
    modules: [...files].map(url),
    page,
  };
}

/**
 * readClientAssets, re-read only when the manifest changes (a rebuild while the server runs, seen
 * within a second: fileVersion), so a request costs neither a read and a hash nor a stat.
 */
export function watchedClientAssets(manifestPath: string, entry: string, base = '/build/', versionCheck: Parameters<typeof fileVersion>[1] = {}): () => ClientAssets {
  let cached: { mtimeMs: number; assets: ClientAssets } | undefined;
  const version = fileVersion(manifestPath, versionCheck);
  return () => {
    // No build yet: readClientAssets answers with an empty version.
    const mtimeMs = version() ?? -1;
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, assets: readClientAssets(manifestPath, entry, base) };
    return cached.assets;
  };
}
