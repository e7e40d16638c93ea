/**
 * What `npm start` and `npm run worker` run first: with plain Node (a tenth of a second), whether the
 * client, the SSR bundle and the server are built from the sources as they are; only when something
 * is missing or stale does it run the build itself (tsx scripts/build/build.ts --if-changed), which
 * builds just that. Exits with the build's status, so a failed build does not start a stale server.
 */
import { spawnSync } from 'node:child_process';
import { buildStates, upToDateLine } from './build-targets.mjs';

const root = process.cwd();
const states = buildStates(root);
if (states.every((state) => state.reason === null)) {
  console.log(upToDateLine(states));
} else {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--if-changed'], { cwd: root, stdio: 'inherit' });
  process.exitCode = build.status ?? 1;
}
