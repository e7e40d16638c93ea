/** Types of build-targets.mjs (plain JavaScript so that `npm start` checks the build without tsx). */

/** One output of `npm run build`, and where the hash of the inputs it was built from is kept. */
export interface BuildTarget {
  name: string;
  /** The file the server needs (relative to the project root). */
  output: string;
  /** The record of the inputs' hash, inside the output's folder. */
  stamp: string;
  /** What builds it: Vite's client build, Vite's SSR build, or esbuild's server bundle. */
  kind: 'client' | 'ssr' | 'server';
  /** The files and folders its record is a hash of (build-inputs.mjs). */
  inputs: readonly string[];
}
export declare const BUILD_TARGETS: readonly BuildTarget[];
/** Why a target must be built, or null when its output was built from these very inputs. */
export declare function reasonToBuild(root: string, target: BuildTarget, inputsHash: string): string | null;
/** Written only after the target built successfully, so a failed build is retried next time. */
export declare function recordBuilt(root: string, target: BuildTarget, inputsHash: string): void;
export interface BuildState {
  target: BuildTarget;
  inputsHash: string;
  /** Why it must be built; null when it is up to date. */
  reason: string | null;
}
/** Each target with the hash of its inputs and why it must be built (null: up to date). */
export declare function buildStates(root: string): BuildState[];
/** The line `npm start` prints when nothing is built. */
export declare function upToDateLine(states: readonly BuildState[]): string;
