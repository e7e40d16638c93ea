/**
 * `npm run build`: the client (public/build) and the server-rendering bundle (bootstrap/ssr), each
 * recorded with the hash of the inputs it was built from.
 * `--if-changed` (what `npm start` runs): build only the outputs that are missing or were built from
 * other inputs, so a restart with nothing changed starts in a second rather than after two builds.
 * Prints one line saying what it skips or why it builds.
 */
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { BUILD_TARGETS, reasonToBuild, recordBuilt } from './build-targets';
import { hashBuildInputs } from './build-inputs';

const { values: args } = parseArgs({ options: { 'if-changed': { type: 'boolean', default: false } } });
const root = process.cwd();
// Hashed before building: a file edited during the build leaves a record that no longer matches.
const inputsHash = hashBuildInputs(root);
const todo = BUILD_TARGETS.flatMap((target) => {
  const reason = args['if-changed'] ? reasonToBuild(root, target, inputsHash) : 'asked for';
  return reason === null ? [] : [{ target, reason }];
});

if (todo.length === 0) {
  console.log(`build: skipped, the client and the SSR bundle are up to date (sources ${inputsHash.slice(0, 12)})`);
} else {
  console.log(`build: ${todo.map(({ target, reason }) => `${target.name} (${reason})`).join(', ')}`);
  for (const { target } of todo) {
    // The same builds as `vite build` and `vite build --ssr` (vite.config.ts picks the output by isSsrBuild).
    await build(target.ssr ? { build: { ssr: true } } : {});
    recordBuilt(root, target, inputsHash);
  }
}
