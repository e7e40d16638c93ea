import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * How a test or a benchmark starts the server as `npm start` does: the built JavaScript
 * (dist/server/main.mjs, scripts/build/server-bundle.ts) under plain Node with source maps. One place,
 * so every harness that spawns the app (benchmarks, clusters) runs what production runs.
 * `tsx` is the old way, kept as the baseline the start-up benchmark compares with.
 */
const root = path.resolve(import.meta.dirname, '../..');

export type ServerBuild = 'built' | 'tsx';

/** The arguments to give `process.execPath` (node) to start the web server; `worker` for `npm run worker`. */
export function serverArgs(build: ServerBuild = 'built', entry: 'main' | 'worker-main' = 'main'): string[] {
  return build === 'built' ? ['--enable-source-maps', path.join(root, 'dist/server', `${entry}.mjs`)] : ['--import', 'tsx', path.join(root, 'server', `${entry}.ts`)];
}

/** Builds what is stale (the client, the SSR bundle, the server) as `npm start` does before starting; quick when nothing is. */
export function buildServerIfChanged(): void {
  const env = { ...process.env };
  // Vite builds for production; Vitest's NODE_ENV=test would give React's development build.
  delete env.NODE_ENV;
  execFileSync(process.execPath, [path.join(root, 'scripts/build/if-changed.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}
