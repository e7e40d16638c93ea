import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildStates } from '../../scripts/build/build-targets.mjs';

/**
 * Global setup of the projects that load the built client or the SSR bundle (server, e2e): the same
 * build as `npm start` (`scripts/build/build.ts --if-changed`, production mode), so a run after
 * `npm run build`, or after a run with nothing changed, starts at once; a changed source rebuilds
 * what it feeds (a server change: the server's JavaScript only, about a second).
 * Whether anything changed is asked here, in Vitest's process (a hash of the sources, a few hundred
 * milliseconds); only a build that is needed starts the child, which costs a second or two to start.
 * A child process, because Vitest's main process runs with NODE_ENV=test, which would give React's
 * development build instead of the one visitors get.
 */
const root = path.resolve(import.meta.dirname, '../..');

export default async function setup() {
  if (buildStates(root).every((state) => state.reason === null)) return;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--if-changed'], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  // The build's one line saying what it skipped or built; Vite's own progress is left out.
  const said = stdout.split('\n').find((line) => line.startsWith('build:'));
  if (said) console.log(said);
}
