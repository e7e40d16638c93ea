import path from 'node:path';
import { runTool } from '../run-tool';
import { transcodeLane } from '../ffmpeg/cpu-lane';
import { StemsRefused, type StemSeparator } from './stem-separator';

/**
 * How much quieter the side (L-R) may be than the mid (L+R) before a mix counts as mono: below it,
 * cancelling the centre leaves near silence. A real stereo mix has its side within ~10-20 dB.
 */
export const MONO_SIDE_DB = -30;

/**
 * The built-in approximation, for when no separation service is configured: music-only by
 * cancelling the centre channel (where the lead vocal sits in most mixes), with the low end (bass,
 * kick, below 120 Hz) added back from the mid signal; vocals by extracting the front-centre channel
 * of a 5.1 upmix, which takes the sides 20-28 dB down. It is not a real separator: backstage and
 * the API say "approximate".
 */
export function ffmpegStems(options: { ffmpegPath: string; timeoutMs: number }): StemSeparator {
  return {
    method: 'ffmpeg',
    approximate: true,
    async separate(input, outDir, signal) {
      await refuseMono(input, options, signal);
      const vocals = path.join(outDir, 'vocals.mp3');
      const music = path.join(outDir, 'music.mp3');
      await transcodeLane.run(() => runTool(
        'ffmpeg',
        options.ffmpegPath,
        [
          '-hide_banner', '-nostdin', '-y', '-v', 'error', '-i', `file:${input}`,
          '-filter_complex',
          [
            '[0:a:0]aformat=channel_layouts=stereo,asplit=3[forSide][forLow][forVocals]',
            '[forSide]pan=stereo|c0=c0-c1|c1=c1-c0[side]',
            '[forLow]pan=stereo|c0=0.5*c0+0.5*c1|c1=0.5*c0+0.5*c1,lowpass=f=120[low]',
            '[side][low]amix=inputs=2:normalize=0[music]',
            '[forVocals]surround=chl_out=5.1:lfe=0,pan=mono|c0=FC[vocals]',
          ].join(';'),
          '-map', '[music]', '-c:a', 'libmp3lame', '-b:a', '128k', `file:${music}`,
          '-map', '[vocals]', '-c:a', 'libmp3lame', '-b:a', '96k', `file:${vocals}`,
        ],
        { ...options, signal },
      ), signal);
      return { vocals, music, costUsd: null };
    },
  };
}

/** Measures the side signal against the mid one; a mono or dual-mono recording is refused with the reason. */
async function refuseMono(input: string, options: { ffmpegPath: string; timeoutMs: number }, signal: AbortSignal) {
  const level = async (pan: string) => {
    const { stderr } = await runTool(
      'ffmpeg',
      options.ffmpegPath,
      ['-hide_banner', '-nostdin', '-v', 'info', '-i', `file:${input}`, '-af', `aformat=channel_layouts=stereo,pan=mono|c0=${pan},astats=metadata=0:measure_perchannel=RMS_level:measure_overall=none`, '-f', 'null', '-'],
      { ...options, signal },
    );
    const match = /RMS level dB:\s*(-?[\d.]+|-inf)/.exec(stderr);
    return match?.[1] === '-inf' || !match ? -Infinity : Number(match[1]);
  };
  const [mid, side] = [await level('0.5*c0+0.5*c1'), await level('0.5*c0-0.5*c1')];
  if (side - mid < MONO_SIDE_DB) {
    throw new StemsRefused(
      'This recording is mono (or nearly: its left and right are the same), so the built-in separation would give silence. Configure a separation service (STEMS_URL) for this song.',
    );
  }
}
