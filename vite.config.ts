import { defineConfig, type BuildEnvironmentOptions } from 'vite';
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // Where the server mounts the build: chunk preloads and CSS asset URLs must point there, not at /assets.
  base: '/build/',
  publicDir: false,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./resources/js', import.meta.url)) },
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
}));
