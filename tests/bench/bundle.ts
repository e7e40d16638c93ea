/**
 * `npm run bench:bundle`: the JavaScript a visitor's browser loads on a first visit to the home page,
 * a song page and the search page, beside the budget of 150 KB gzip (1 KB = 1000 bytes, as Vite
 * prints sizes), and whether any backstage chunk is among it.
 *
 * The client is built as `npm start` builds it (only when its sources changed); the app runs here
 * with production settings over the demo catalogue (demo-app.ts) and each page's HTML is fetched as
 * a browser fetches it. A first load is: the entry module and the chunks it preloads, as that HTML's
 * app start script names them (server/inertia/app-start-script.ts), every chunk those import statically (from .vite/manifest.json, which should all
 * be preloaded already), and the chunk of the page component named in the page object with its own
 * static imports, which the entry loads before it can hydrate (resources/js/pages/resolve.tsx).
 * Each file is gzipped at level 9 with node:zlib, as the build's .gz twins are; brotli (quality 11,
 * the .br twins, what Chromium is actually sent) is shown beside it.
 *
 * A report, not a test: over budget it prints MISS and still exits 0. The figures are also written
 * to tmp/bench-bundle.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { auditedPages } from './audited-pages';
import { startDemoApp } from './demo-app';

const BUDGET = 150_000;
const BUILD = path.resolve('public', 'build');
const MANIFEST = path.join(BUILD, '.vite', 'manifest.json');
const SUMMARY = path.resolve('tmp', 'bench-bundle.json');
/** Where the staff area's code lives: its pages, its layout, its components. */
const BACKSTAGE_SOURCES = ['resources/js/pages/backstage/', 'resources/js/pages/backstage-pages', 'resources/js/layouts/backstage-layout', 'resources/js/components/backstage/'];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type How = 'script' | 'modulepreload' | 'static import' | 'page component';

interface Chunk {
  file: string;
  /** The manifest's key: a source path for entries and pages, `_name-hash.js` for shared chunks. */
  key: string;
  how: How;
  raw: number;
  gzip: number;
  brotli: number;
  backstage: boolean;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Every source file under resources/js, relative to the repository, to name the source of a shared chunk. */
function sourceFiles(dir = 'resources/js'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = `${dir}/${entry.name}`;
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A chunk is backstage code when its source is under the backstage folders; a shared chunk (named
 * after its first module, with no source in the manifest) when every source file of that name is.
 */
function isBackstage(key: string, chunk: ManifestChunk, sources: string[]): boolean {
  const underBackstage = (file: string) => BACKSTAGE_SOURCES.some((folder) => file.startsWith(folder));
  if (!key.startsWith('_')) return underBackstage(key);
  const named = sources.filter((file) => path.basename(file).replace(/\.tsx?$/, '') === chunk.name);
  return named.length > 0 && named.every(underBackstage);
}

function sizes(file: string) {
  const bytes = readFileSync(path.join(BUILD, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The first-load chunks of one page's HTML, in the order the browser meets them. */
function firstLoad(html: string, manifest: Record<string, ManifestChunk>, sources: string[]): Chunk[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/build/${chunk.file}`, key]));
  const chunks = new Map<string, Chunk>();
  const add = (key: string, how: How) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(key)) return;
    chunks.set(key, { file: chunk.file, key, how, ...sizes(chunk.file), backstage: isBackstage(key, chunk, sources) });
  };
  const addWithImports = (key: string, how: How) => {
    add(key, how);
    for (const child of manifest[key]?.imports ?? []) addWithImports(child, how === 'page component' ? how : 'static import');
  };

  // The app's start script (server/inertia/app-start-script.ts) names the entry and the chunks it preloads.
  const start = /<script data-entry="([^"]+)" data-modules="([^"]*)"[^>]*>/.exec(html);
  if (!start) throw new Error('The page has no app start script.');
  const [, script, modules] = start as unknown as [string, string, string];
  for (const [url, how] of [[script, 'script'], ...modules.split(' ').filter(Boolean).map((url) => [url, 'modulepreload'])] as [string, How][]) {
    const key = keyOfFile.get(url);
    if (key === undefined) throw new Error(`${url} is not in the Vite manifest: rebuild with \`npm run build\`.`);
    add(key, how);
  }
  addWithImports(keyOfFile.get(script)!, 'script');

  const json = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('The page holds no page object.');
  const { component } = JSON.parse(json) as { component: string };
  addWithImports(`resources/js/pages/${component}.tsx`, 'page component');
  return [...chunks.values()];
}

function print(name: string, pagePath: string, chunks: Chunk[]) {
  const total = (pick: (chunk: Chunk) => number) => chunks.reduce((sum, chunk) => sum + pick(chunk), 0);
  console.log(`\n${name} ${pagePath}`);
  console.log(`  ${'chunk'.padEnd(44)} ${'loaded as'.padEnd(15)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}`);
  for (const chunk of chunks) {
    console.log(
      `  ${(chunk.file + (chunk.backstage ? ' (BACKSTAGE)' : '')).padEnd(44)} ${chunk.how.padEnd(15)} ` +
        `${kb(chunk.raw).padStart(8)} ${kb(chunk.gzip).padStart(8)} ${kb(chunk.brotli).padStart(8)}`,
    );
  }
  const gzip = total((c) => c.gzip);
  console.log(
    `  ${`total, ${chunks.length} chunks`.padEnd(44)} ${''.padEnd(15)} ${kb(total((c) => c.raw)).padStart(8)} ${kb(gzip).padStart(8)} ${kb(total((c) => c.brotli)).padStart(8)}` +
      `   budget ${kb(BUDGET)} KB gzip: ${gzip <= BUDGET ? 'PASS' : 'MISS'}`,
  );
  const backstage = chunks.filter((c) => c.backstage);
  console.log(`  backstage chunks in this first load: ${backstage.length ? backstage.map((c) => c.file).join(', ') : 'none'}`);
}

async function main() {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/build/build.ts', '--if-changed'], { stdio: 'inherit' });
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const sources = sourceFiles();

  const app = await startDemoApp();
  try {
    const pages = await auditedPages(app.url);
    const results = [];
    console.log(`First-load JavaScript of the public pages (KB = 1000 bytes; gzip level 9, brotli quality 11), budget ${kb(BUDGET)} KB gzip per page`);
    for (const page of pages) {
      const response = await fetch(app.url + page.path, { headers: { Accept: 'text/html' } });
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      const chunks = firstLoad(await response.text(), manifest, sources);
      print(page.name, page.path, chunks);
      const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
      results.push({ ...page, gzip, raw: chunks.reduce((sum, c) => sum + c.raw, 0), withinBudget: gzip <= BUDGET, chunks });
    }
    const backstageChunks = Object.entries(manifest).filter(([key, chunk]) => isBackstage(key, chunk, sources)).length;
    const leaked = [...new Set(results.flatMap((r) => r.chunks.filter((c) => c.backstage).map((c) => c.file)))];
    console.log(
      `\nbackstage chunks in the build: ${backstageChunks}; in the public first loads: ${leaked.length ? leaked.join(', ') : 'none'}` +
        `\nper page, gzip: ${results.map((r) => `${r.name} ${kb(r.gzip)} KB ${r.withinBudget ? 'PASS' : 'MISS'}`).join(', ')} (budget ${kb(BUDGET)} KB)`,
    );

    mkdirSync(path.dirname(SUMMARY), { recursive: true });
    writeFileSync(SUMMARY, `${JSON.stringify({ date: new Date().toISOString(), budgetGzipBytes: BUDGET, backstageChunksInBuild: backstageChunks, pages: results }, null, 2)}\n`);
    console.log(`summary written to ${path.relative(process.cwd(), SUMMARY)}`);
  } finally {
    await app.stop();
  }
}

await main();
