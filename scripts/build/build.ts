/**
 * `npm run build`: the client (public/build), the server-rendering bundle (bootstrap/ssr) and the
 * server as JavaScript (dist/server), each recorded with the hash of the inputs it was built from.
 * `--if-changed` (what `npm start` runs): build only the outputs that are missing or were built from
 * other inputs, so a restart with nothing changed starts at once rather than after three builds.
 * Prints one line saying what it skips or why it builds.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStates, recordBuilt, upToDateLine, type BuildTarget } from './build-targets.mjs';

const { values: args } = parseArgs({ options: { 'if-changed': { type: 'boolean', default: false } } });
const root = process.cwd();
// Hashed before building: a file edited during the build leaves a record that no longer matches.
const states = buildStates(root);
const todo = states.flatMap(({ target, inputsHash, reason }) => {
  const why = args['if-changed'] ? reason : 'asked for';
  return why === null ? [] : [{ target, inputsHash, reason: why }];
});

/** Vite and esbuild are imported only for a build: a start with nothing to build skips loading them. */
async function buildTarget(target: BuildTarget) {
  if (target.kind === 'server') {
    const { buildServer } = await import('./server-bundle');
    // Emptied first: chunk names carry a hash, and old chunks would pile up beside the new ones.
    rmSync(path.join(root, path.dirname(target.output)), { recursive: true, force: true });
    await buildServer(root);
    return;
  }
  const { build } = await import('vite');
  // The same builds as `vite build` and `vite build --ssr` (vite.config.ts picks the output by isSsrBuild).
  await build(target.kind === 'ssr' ? { build: { ssr: true } } : {});
}

if (todo.length === 0) {
  console.log(upToDateLine(states));
} else {
  console.log(`build: ${todo.map(({ target, reason }) => `${target.name} (${reason})`).join(', ')}`);
  for (const { target, inputsHash } of todo) {
    await buildTarget(target);
    recordBuilt(root, target, inputsHash);
  }
}
