// Plain JavaScript (typed by build-inputs.d.mts): `npm start` asks whether anything needs building
// with plain Node, without the second or two tsx costs to start (docs/operations.md, "Builds").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the client and its server-rendering bundle are built from: the sources, the build's own
 * configuration, the exact dependency versions (package-lock.json) and our patches to dependencies
 * (patches/, applied at install: a changed patch changes the bundled code as much as a new version).
 * package.json is left out: its dependency changes reach the lock file, and editing a script must
 * not cost a rebuild.
 */
export const BUILD_INPUTS = ['resources', 'common', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'patches'];

/**
 * What the server's JavaScript (dist/server) is built from: its code, the migrations and seeds it
 * loads, the shared code, and the bundling script itself. Apart from the client's inputs, so a change
 * to the server costs a one-second server build, not the client's and the SSR bundle's.
 */
export const SERVER_BUILD_INPUTS = ['server', 'database', 'common', 'tsconfig.json', 'package-lock.json', 'patches', 'scripts/build/server-bundle.ts'];

/** Every file under `entry` (a file or a folder), as paths relative to root with forward slashes. */
function filesUnder(root, entry) {
  const full = path.join(root, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (!stats.isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => filesUnder(root, `${entry}/${name}`));
}

/**
 * One hash of the inputs: each file's path and content, in a fixed order. Contents rather than
 * modification times, so a checkout or a copy that touches every file does not count as a change.
 */
export function hashBuildInputs(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}
