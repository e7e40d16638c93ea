// Plain JavaScript (typed by build-targets.d.mts), for the same reason as build-inputs.mjs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS, SERVER_BUILD_INPUTS, hashBuildInputs } from './build-inputs.mjs';

/**
 * The outputs of `npm run build`. Each `stamp` (the hash of the inputs it was built from) is inside
 * its output folder on purpose: a plain `vite build` empties that folder, so a build made without
 * this step can never leave behind a record claiming other inputs.
 */
export const BUILD_TARGETS = [
  // Under .vite, beside the manifest: the static handler for /build never serves dot folders.
  { name: 'client', output: 'public/build/.vite/manifest.json', stamp: 'public/build/.vite/build-inputs.sha256', kind: 'client', inputs: BUILD_INPUTS },
  { name: 'SSR bundle', output: 'bootstrap/ssr/ssr.js', stamp: 'bootstrap/ssr/build-inputs.sha256', kind: 'ssr', inputs: BUILD_INPUTS },
  // The server as JavaScript, which `npm start` runs with plain Node (scripts/build/server-bundle.ts).
  { name: 'server', output: 'dist/server/main.mjs', stamp: 'dist/server/build-inputs.sha256', kind: 'server', inputs: SERVER_BUILD_INPUTS },
];

/** Why a target must be built, or null when its output was built from these very inputs. */
export function reasonToBuild(root, target, inputsHash) {
  if (!existsSync(path.join(root, target.output))) return `no ${target.output}`;
  let recorded;
  try {
    recorded = readFileSync(path.join(root, target.stamp), 'utf8').trim();
  } catch {
    return 'no record of the sources it was built from';
  }
  return recorded === inputsHash ? null : 'the sources changed since the last build';
}

/** Written only after the target built successfully, so a failed build is retried next time. */
export function recordBuilt(root, target, inputsHash) {
  const stamp = path.join(root, target.stamp);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${inputsHash}\n`);
}

/**
 * Each target with the hash of its inputs and why it must be built (null: up to date). The client
 * and the SSR bundle share their inputs, hashed once.
 */
export function buildStates(root) {
  const hashes = new Map();
  return BUILD_TARGETS.map((target) => {
    if (!hashes.has(target.inputs)) hashes.set(target.inputs, hashBuildInputs(root, target.inputs));
    const inputsHash = hashes.get(target.inputs);
    return { target, inputsHash, reason: reasonToBuild(root, target, inputsHash) };
  });
}

/** The line `npm start` prints when nothing is built. */
export function upToDateLine(states) {
  const sources = [...new Set(states.map((state) => state.inputsHash.slice(0, 12)))].join(', ');
  return `build: skipped, the client, the SSR bundle and the server are up to date (sources ${sources})`;
}
