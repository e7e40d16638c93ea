import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { hashBuildInputs } from '../../scripts/build/build-inputs.mjs';
import { BUILD_TARGETS, reasonToBuild, recordBuilt } from '../../scripts/build/build-targets.mjs';

const run = promisify(execFile);
const temporary: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hees-build-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder holding the inputs and outputs of a build, with a record of the inputs beside each output. */
function builtProject(): string {
  const root = tempFolder();
  mkdirSync(path.join(root, 'resources/js/pages'), { recursive: true });
  writeFileSync(path.join(root, 'resources/js/app.tsx'), 'export const app = 1;\n');
  writeFileSync(path.join(root, 'resources/js/pages/Home.tsx'), 'export default function Home() {}\n');
  writeFileSync(path.join(root, 'vite.config.ts'), 'export default {};\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  writeFileSync(path.join(root, 'tsconfig.json'), '{}\n');
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server/main.ts'), 'export {};\n');
  mkdirSync(path.join(root, 'patches'));
  writeFileSync(path.join(root, 'patches/some-dependency+1.0.0.patch'), '--- a\n+++ b\n');
  for (const target of BUILD_TARGETS) {
    mkdirSync(path.dirname(path.join(root, target.output)), { recursive: true });
    writeFileSync(path.join(root, target.output), 'built\n');
    recordBuilt(root, target, hashBuildInputs(root, target.inputs));
  }
  return root;
}

const reasons = (root: string) => BUILD_TARGETS.map((target) => reasonToBuild(root, target, hashBuildInputs(root, target.inputs)));
const CHANGED = 'the sources changed since the last build';

describe('building only when the sources changed', () => {
  it('skips every build when the outputs were built from the same sources', () => {
    expect(reasons(builtProject())).toEqual([null, null, null]);
  });

  it('builds the client and the SSR bundle when a client source or the Vite config changed', () => {
    for (const file of ['resources/js/pages/Home.tsx', 'vite.config.ts']) {
      const root = builtProject();
      appendFileSync(path.join(root, file), '\n');
      expect(reasons(root)).toEqual([CHANGED, CHANGED, null]);
    }
  });

  it('builds all three when the lock file or a patch to a dependency changed', () => {
    for (const file of ['package-lock.json', 'patches/some-dependency+1.0.0.patch']) {
      const root = builtProject();
      appendFileSync(path.join(root, file), '\n');
      expect(reasons(root)).toEqual([CHANGED, CHANGED, CHANGED]);
    }
  });

  it('builds only the server when the server code changed', () => {
    const root = builtProject();
    appendFileSync(path.join(root, 'server/main.ts'), '\n');
    expect(reasons(root)).toEqual([null, null, CHANGED]);
  });

  it('builds when a source file is added or renamed', () => {
    const added = builtProject();
    writeFileSync(path.join(added, 'resources/js/pages/About.tsx'), 'export default function About() {}\n');
    expect(reasons(added)).toEqual([CHANGED, CHANGED, null]);

    const renamed = builtProject();
    cpSync(path.join(renamed, 'resources/js/pages/Home.tsx'), path.join(renamed, 'resources/js/pages/Start.tsx'));
    rmSync(path.join(renamed, 'resources/js/pages/Home.tsx'));
    expect(reasons(renamed)).toEqual([CHANGED, CHANGED, null]);
  });

  it('builds only the output that is missing', () => {
    const root = builtProject();
    rmSync(path.join(root, 'bootstrap/ssr/ssr.js'));
    expect(reasons(root)).toEqual([null, 'no bootstrap/ssr/ssr.js', null]);
  });

  it('builds an output without a record of its sources, as a plain `vite build` leaves it', () => {
    const root = builtProject();
    rmSync(path.join(root, 'public/build/.vite/build-inputs.sha256'));
    expect(reasons(root)).toEqual(['no record of the sources it was built from', null, null]);
  });

  it('ignores what is not an input: package.json, the outputs themselves', () => {
    const root = builtProject();
    writeFileSync(path.join(root, 'package.json'), '{"scripts": {}}\n');
    appendFileSync(path.join(root, 'bootstrap/ssr/ssr.js'), 'changed\n');
    appendFileSync(path.join(root, 'dist/server/main.mjs'), 'changed\n');
    expect(reasons(root)).toEqual([null, null, null]);
  });
});

describe("npm start's build step in a copy of the project", () => {
  // Three builds and a start-up of tsx: seconds on a quiet machine, most of a minute on a busy one.
  it('builds the first time, then starts without building while nothing changed', async () => {
    const root = tempFolder();
    for (const entry of ['resources', 'common', 'server', 'database', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']) {
      cpSync(path.resolve(entry), path.join(root, entry), { recursive: true });
    }
    symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
    // Vite builds for production whatever the tests run as.
    const env = { ...process.env, NODE_ENV: 'production' };
    // What `npm start` runs: the check in plain Node, which runs the build only when something is stale.
    const buildIfChanged = async () => (await run(process.execPath, ['scripts/build/if-changed.mjs'], { cwd: root, env })).stdout;

    const first = await buildIfChanged();
    expect(first.split('\n')[0]).toBe('build: client (no public/build/.vite/manifest.json), SSR bundle (no bootstrap/ssr/ssr.js), server (no dist/server/main.mjs)');
    const built = ['bootstrap/ssr/ssr.js', 'public/build/.vite/manifest.json', 'dist/server/main.mjs'].map((file) => [file, statSync(path.join(root, file)).mtimeMs]);

    const second = await buildIfChanged();
    expect(second).toMatch(/^build: skipped, the client, the SSR bundle and the server are up to date \(sources [0-9a-f]{12}, [0-9a-f]{12}\)\n$/);
    for (const [file, mtimeMs] of built) expect(statSync(path.join(root, file as string)).mtimeMs, file as string).toBe(mtimeMs);
  }, 180_000);
});
