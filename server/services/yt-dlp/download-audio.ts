import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { runTool, ToolFailed } from '../run-tool';

export interface YtDlpOptions {
  /** The binary (YTDLP_PATH): a current release, not Debian's (docs/features/song-audio.md). */
  ytDlpPath: string;
  /** Added before the URL (YTDLP_ARGS), e.g. `--js-runtimes node` for releases that need it. */
  extraArgs: string[];
  /** Where a video id is watched (YOUTUBE_WATCH_URL). */
  watchUrl: string;
  timeoutMs: number;
  /** A download that writes nothing for this long is ended (AUDIO_TOOL_STALL_MS); none when absent. */
  stallMs?: number;
  signal?: AbortSignal;
}

/** The video cannot be had at all (removed, private, not a video): retrying will not help. */
export class VideoUnavailable extends Error {
  override name = 'VideoUnavailable';
}

/** yt-dlp's words for a video that is gone for good, as opposed to a network hiccup worth a retry. */
const GONE = /video unavailable|private video|has been removed|does not exist|not a valid url|incomplete youtube id|account .* terminated|sign in to confirm your age/i;

/** The page yt-dlp is given for a video id; anything but an 11-character id is refused first. */
export function watchUrl(videoId: string, options: Pick<YtDlpOptions, 'watchUrl'>): string {
  if (!/^[\w-]{11}$/.test(videoId)) throw new VideoUnavailable(`"${videoId}" is not a YouTube video id.`);
  return `${options.watchUrl}${options.watchUrl.includes('?') ? '&' : '?'}v=${videoId}`;
}

/** A failed run as VideoUnavailable when yt-dlp says the video is gone for good; otherwise as it was. */
export const asVideoError = (error: unknown): unknown => (error instanceof ToolFailed && GONE.test(error.message) ? new VideoUnavailable(error.message) : error);

/**
 * Downloads the best audio-only format of a video into `outDir` (which the caller owns) and answers
 * the file's path. `-f bestaudio` and our own ffmpeg pass afterwards: one transcode, not two.
 */
export async function downloadAudio(videoId: string, outDir: string, options: YtDlpOptions): Promise<string> {
  const url = watchUrl(videoId, options);
  try {
    await runTool(
      'yt-dlp',
      options.ytDlpPath,
      ['--no-playlist', '--no-progress', '--no-warnings', '--no-mtime', '-f', 'bestaudio/best', '-o', path.join(outDir, 'source.%(ext)s'), ...options.extraArgs, '--', url],
      { ...options, stall: options.stallMs ? { folder: outDir, ms: options.stallMs } : undefined },
    );
  } catch (error) {
    throw asVideoError(error);
  }
  const written = (await readdir(outDir)).filter((name) => name.startsWith('source.') && !name.endsWith('.part'));
  if (written.length === 0) throw new ToolFailed('yt-dlp', 'yt-dlp finished without writing an audio file.');
  return path.join(outDir, written[0]!);
}
