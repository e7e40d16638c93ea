import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/** The browser bundle: hashed files and a manifest the server reads for its tags and asset version. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'public/build',
  emptyOutDir: true,
  manifest: true,
  rolldownOptions: { input: 'resources/js/app.tsx' },
};

/**
 * The server-rendering bundle (`vite build --ssr`): one file, bootstrap/ssr/ssr.js, so the server
 * loads it with a single import. Dependencies stay in node_modules (Vite externalizes them).
 */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: 'bootstrap/ssr',
  emptyOutDir: true,
  rolldownOptions: { input: 'resources/js/ssr.tsx', output: { codeSplitting: false } },
};

/**
 * Writes a `.br` and a `.gz` twin of every built text file, at the highest levels: done once here, so
 * the server (server/http/precompressed-assets.ts) sends them without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'hees-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir, file);
        const bytes = readFileSync(full);
        if (bytes.length < 1024) continue;
        writeFileSync(`${full}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  // Where the server mounts the build: chunk preloads and CSS asset URLs must point there, not at /assets.
  base: '/build/',
  publicDir: false,
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./resources/js', import.meta.url)),
    },
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
}));
