import path from 'node:path';
import { runTool } from '../run-tool';
import { transcodeLane } from './cpu-lane';

/** The two files every song gets: full quality, and the data-saver one (issue: listening and reach). */
export interface Renditions {
  /** 128 kbps stereo mp3: `mp3` and the player's sources. */
  standard: string;
  /** 48 kbps mono mp3 for data-saver listening (a third of the bytes; speech and melody stay clear). */
  saver: string;
}

/** EBU R128 loudness as streaming services set it: every song plays at the same level. */
export const TARGET_LUFS = -14;
const LOUDNORM = `loudnorm=I=${TARGET_LUFS}:TP=-1.5:LRA=11`;

/**
 * One ffmpeg run: the source is decoded once, loudness-normalised, and written as both renditions.
 * Input is given as `file:` so no name is read as a protocol; metadata and cover art of the source
 * are dropped (our pages show ours). Files go into `outDir`, which the caller owns and removes.
 */
export async function makeRenditions(input: string, outDir: string, options: { ffmpegPath: string; timeoutMs: number; stallMs?: number; signal?: AbortSignal }): Promise<Renditions> {
  const standard = path.join(outDir, 'standard.mp3');
  const saver = path.join(outDir, 'saver.mp3');
  // One transcode at a time (cpu-lane.ts); the time limit and the stall watch count from its start.
  await transcodeLane.run(() => runTool(
    'ffmpeg',
    options.ffmpegPath,
    [
      '-hide_banner', '-nostdin', '-y', '-v', 'error',
      '-i', `file:${input}`,
      '-filter_complex', `[0:a:0]${LOUDNORM},aresample=44100,asplit=2[full][low]`,
      '-map', '[full]', '-map_metadata', '-1', '-c:a', 'libmp3lame', '-b:a', '128k', '-ac', '2', `file:${standard}`,
      '-map', '[low]', '-map_metadata', '-1', '-c:a', 'libmp3lame', '-b:a', '48k', '-ac', '1', '-ar', '32000', `file:${saver}`,
    ],
    { ...options, stall: options.stallMs ? { folder: outDir, ms: options.stallMs } : undefined },
  ), options.signal);
  return { standard, saver };
}
