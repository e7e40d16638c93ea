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
}

/**
 * Reads Vite's manifest once: the asset version for the 409 rule, and the tags for the entry
 * (its script, its CSS, and modulepreload links for the chunks it imports).
 */
export function readClientAssets(manifestPath: string, entry: string, base = '/build/'): ClientAssets {
  let raw: string;
  try {
    raw = readFileSync(manifestPath, 'utf8');
  } catch {
    return { version: '', tags: '' };
  }
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const root = manifest[entry];
  if (!root) throw new Error(`The client build has no entry ${entry}; rebuild with \`npm run build\`.`);

  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((file) => css.add(file));
    if (key !== entry) preloads.add(chunk.file);
    chunk.imports?.forEach((child) => visit(child, seen));
  };
  visit(entry, new Set());

  const url = (file: string) => escapeHtml(base + file);
  const tags = [
    ...[...css].map((file) => `<link rel="stylesheet" href="${url(file)}">`),
    ...[...preloads].map((file) => `<link rel="modulepreload" href="${url(file)}">`),
    `<script type="module" src="${url(root.file)}"></script>`,
  ].join('\n');
  return { version: createHash('sha256').update(raw).digest('hex').slice(0, 16), tags };
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
