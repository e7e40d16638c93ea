import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { hashBuildInputs } from '../../scripts/build/build-inputs';
import { BUILD_TARGETS, reasonToBuild, recordBuilt } from '../../scripts/build/build-targets';

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
  mkdirSync(path.join(root, 'patches'));
  writeFileSync(path.join(root, 'patches/some-dependency+1.0.0.patch'), '--- a\n+++ b\n');
  for (const target of BUILD_TARGETS) {
    mkdirSync(path.dirname(path.join(root, target.output)), { recursive: true });
    writeFileSync(path.join(root, target.output), 'built\n');
    recordBuilt(root, target, hashBuildInputs(root));
  }
  return root;
}

const reasons = (root: string) => BUILD_TARGETS.map((target) => reasonToBuild(root, target, hashBuildInputs(root)));

describe('building only when the client sources changed', () => {
  it('skips both builds when the outputs were built from the same sources', () => {
    expect(reasons(builtProject())).toEqual([null, null]);
  });

  it('builds both when a source file, the Vite config, the lock file or a patch to a dependency changed', () => {
    for (const file of ['resources/js/pages/Home.tsx', 'vite.config.ts', 'package-lock.json', 'patches/some-dependency+1.0.0.patch']) {
      const root = builtProject();
      appendFileSync(path.join(root, file), '\n');
      expect(reasons(root)).toEqual(['the sources changed since the last build', 'the sources changed since the last build']);
    }
  });

  it('builds when a source file is added or renamed', () => {
    const added = builtProject();
    writeFileSync(path.join(added, 'resources/js/pages/About.tsx'), 'export default function About() {}\n');
    expect(reasons(added)).toEqual(['the sources changed since the last build', 'the sources changed since the last build']);

    const renamed = builtProject();
    cpSync(path.join(renamed, 'resources/js/pages/Home.tsx'), path.join(renamed, 'resources/js/pages/Start.tsx'));
    rmSync(path.join(renamed, 'resources/js/pages/Home.tsx'));
    expect(reasons(renamed)).toEqual(['the sources changed since the last build', 'the sources changed since the last build']);
  });

  it('builds only the output that is missing', () => {
    const root = builtProject();
    rmSync(path.join(root, 'bootstrap/ssr/ssr.js'));
    expect(reasons(root)).toEqual([null, 'no bootstrap/ssr/ssr.js']);
  });

  it('builds an output without a record of its sources, as a plain `vite build` leaves it', () => {
    const root = builtProject();
    rmSync(path.join(root, 'public/build/.vite/build-inputs.sha256'));
    expect(reasons(root)).toEqual(['no record of the sources it was built from', null]);
  });

  it('ignores what is not an input: package.json, the server, the outputs themselves', () => {
    const root = builtProject();
    writeFileSync(path.join(root, 'package.json'), '{"scripts": {}}\n');
    mkdirSync(path.join(root, 'server'));
    writeFileSync(path.join(root, 'server/app.ts'), 'export {};\n');
    appendFileSync(path.join(root, 'bootstrap/ssr/ssr.js'), 'changed\n');
    expect(reasons(root)).toEqual([null, null]);
  });
});

describe("npm start's build step in a copy of the project", () => {
  // Two builds and two start-ups of tsx: seconds on a quiet machine, most of a minute on a busy one.
  it('builds the first time, then starts without building while nothing changed', async () => {
    const root = tempFolder();
    for (const entry of ['resources', 'common', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']) {
      cpSync(path.resolve(entry), path.join(root, entry), { recursive: true });
    }
    symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
    const script = path.resolve('scripts/build/build.ts');
    // Vite builds for production whatever the tests run as.
    const env = { ...process.env, NODE_ENV: 'production' };
    const buildIfChanged = async () => (await run(path.resolve('node_modules/.bin/tsx'), [script, '--if-changed'], { cwd: root, env })).stdout;

    const first = await buildIfChanged();
    expect(first.split('\n')[0]).toBe('build: client (no public/build/.vite/manifest.json), SSR bundle (no bootstrap/ssr/ssr.js)');
    const bundle = statSync(path.join(root, 'bootstrap/ssr/ssr.js'));
    const manifest = statSync(path.join(root, 'public/build/.vite/manifest.json'));

    const second = await buildIfChanged();
    expect(second).toMatch(/^build: skipped, the client and the SSR bundle are up to date \(sources [0-9a-f]{12}\)\n$/);
    expect(statSync(path.join(root, 'bootstrap/ssr/ssr.js')).mtimeMs).toBe(bundle.mtimeMs);
    expect(statSync(path.join(root, 'public/build/.vite/manifest.json')).mtimeMs).toBe(manifest.mtimeMs);
  }, 180_000);
});
