import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One output of `npm run build`, and where the hash of the inputs it was built from is kept. */
export interface BuildTarget {
  name: string;
  /** The file the server needs (relative to the project root). */
  output: string;
  /**
   * Inside the output folder on purpose: a plain `vite build` empties that folder, so a build made
   * without this step can never leave behind a record claiming other inputs.
   */
  stamp: string;
  ssr: boolean;
}

export const BUILD_TARGETS: readonly BuildTarget[] = [
  // Under .vite, beside the manifest: the static handler for /build never serves dot folders.
  { name: 'client', output: 'public/build/.vite/manifest.json', stamp: 'public/build/.vite/build-inputs.sha256', ssr: false },
  { name: 'SSR bundle', output: 'bootstrap/ssr/ssr.js', stamp: 'bootstrap/ssr/build-inputs.sha256', ssr: true },
];

/** Why a target must be built, or null when its output was built from these very inputs. */
export function reasonToBuild(root: string, target: BuildTarget, inputsHash: string): string | null {
  if (!existsSync(path.join(root, target.output))) return `no ${target.output}`;
  let recorded: string;
  try {
    recorded = readFileSync(path.join(root, target.stamp), 'utf8').trim();
  } catch {
    return 'no record of the sources it was built from';
  }
  return recorded === inputsHash ? null : 'the sources changed since the last build';
}

/** Written only after the target built successfully, so a failed build is retried next time. */
export function recordBuilt(root: string, target: BuildTarget, inputsHash: string): void {
  const stamp = path.join(root, target.stamp);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${inputsHash}\n`);
}
