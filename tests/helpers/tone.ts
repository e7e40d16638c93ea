import { execFileSync } from 'node:child_process';

/**
 * Test audio made by Debian's ffmpeg (`.ci/run` installs it): real files of a known length and format,
 * made in a few milliseconds and never committed.
 */

/** ffmpeg's input arguments for a sine tone `seconds` long (lavfi makes it: no input file). */
export const sine = (seconds: number, { frequency = 440, channels = 2 }: { frequency?: number; channels?: 1 | 2 } = {}) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=${frequency}:duration=${seconds}`,
  '-ac',
  String(channels),
];

/**
 * Runs ffmpeg quietly, overwriting its output file; answers what it wrote to standard output (the
 * bytes themselves when the output is `-`). What it says on failure is in the thrown error.
 */
export const ffmpeg = (...args: string[]): Buffer =>
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args], { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
