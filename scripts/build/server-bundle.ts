/**
 * The server as JavaScript (dist/server/*.mjs), so `npm start` and `npm run worker` run built code
 * with plain Node instead of compiling TypeScript at every start (tsx: several seconds on this
 * machine). esbuild bundles our own code; packages stay in node_modules (imported as usual).
 * Source maps point back to the .ts files: with `node --enable-source-maps` a stack trace names
 * server/…/x.ts and its line, as under tsx.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const SERVER_OUT_DIR = 'dist/server';
/** The entry points: `npm start` and `npm run worker`. */
export const SERVER_ENTRIES = { main: 'server/main.ts', 'worker-main': 'server/worker-main.ts' };

/**
 * Every module of the bundle shares the bundle file's import.meta.url, but ours use it to find files
 * beside their source (the migrations, the PGlite worker script, the demo audio, a package's own
 * dependency): each module's import.meta.url becomes its source file's address again, written
 * relative to the bundle, so the built tree still works when the project folder is moved.
 */
function sourceImportMetaUrl(root: string, outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.(ts|mts)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
        const fromBundle = path.relative(path.join(root, outDir), args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        const contents = source
          .replaceAll('import.meta.url', url)
          .replaceAll('import.meta.dirname', `__hees_dirname(${url})`)
          .replaceAll('import.meta.filename', `__hees_filename(${url})`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Builds dist/server/main.mjs and worker-main.mjs (and the chunks they load later) with source maps. */
export async function buildServer(root: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_OUT_DIR,
    // Chunks beside the entries: every built module then has the same folder as its import.meta.url.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What runs after the database is open (the seeds, each migration) is split off and loaded when used.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Kept readable: names in stack traces and logs (class names in error types) stay as written.
    minify: false,
    keepNames: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    banner: {
      js: [
        "import { dirname as __hees_pathDirname } from 'node:path';",
        "import { fileURLToPath as __hees_fileURLToPath } from 'node:url';",
        'const __hees_filename = (url) => __hees_fileURLToPath(url);',
        'const __hees_dirname = (url) => __hees_pathDirname(__hees_fileURLToPath(url));',
      ].join('\n'),
    },
    plugins: [sourceImportMetaUrl(root, SERVER_OUT_DIR)],
  });
}
