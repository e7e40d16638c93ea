import { runTool } from '../run-tool';
import { asVideoError, watchUrl, type YtDlpOptions } from './download-audio';

/**
 * One download format of a video, in the shape spec §7 names for `youtube-json` (the fields of
 * YouTube's own player answer): audio formats carry audioQuality, video formats qualityLabel.
 */
export interface VideoFormat {
  quality: string;
  mimeType: string;
  audioQuality?: string;
  qualityLabel?: string;
  url: string;
  /** When YouTube last changed the file (its `lmt`), ISO 8601; null when the URL does not say. */
  lastModified: string | null;
}

interface YtDlpFormat {
  format_id?: string;
  format_note?: string;
  ext?: string;
  acodec?: string;
  vcodec?: string;
  abr?: number;
  height?: number;
  url?: string;
  protocol?: string;
}

const codecs = (format: YtDlpFormat) => [format.vcodec, format.acodec].filter((codec) => codec && codec !== 'none').join(', ');

/** YouTube's `lmt` is microseconds since the epoch. */
function lastModifiedOf(url: URL): string | null {
  const lmt = url.searchParams.get('lmt');
  if (!lmt || !/^\d{1,20}$/.test(lmt)) return null;
  const date = new Date(Number(lmt) / 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** yt-dlp's format entry as spec §7's, or null for what is not a plain file download (streams, storyboards). */
export function presentFormat(format: YtDlpFormat): VideoFormat | null {
  if (!format.url || (format.protocol && !/^https?$/.test(format.protocol))) return null;
  let url: URL;
  try {
    url = new URL(format.url);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const hasVideo = Boolean(format.vcodec && format.vcodec !== 'none');
  const hasAudio = Boolean(format.acodec && format.acodec !== 'none');
  if (!hasVideo && !hasAudio) return null;
  const kind = hasVideo ? 'video' : 'audio';
  const mimeType = `${kind}/${format.ext ?? 'octet-stream'}${codecs(format) ? `; codecs="${codecs(format)}"` : ''}`;
  const quality = format.format_note || (format.height ? `${format.height}p` : format.format_id) || kind;
  return {
    quality,
    mimeType,
    ...(hasVideo ? { qualityLabel: format.height ? `${format.height}p` : quality } : { audioQuality: format.abr ? `${Math.round(format.abr)} kbit/s` : quality }),
    url: url.toString(),
    lastModified: lastModifiedOf(url),
  };
}

/** GET /api/backstage/youtube-json: the formats a video can be downloaded in, read with `yt-dlp -J`. */
export async function videoFormats(videoId: string, options: YtDlpOptions): Promise<VideoFormat[]> {
  const url = watchUrl(videoId, options);
  let stdout: string;
  try {
    ({ stdout } = await runTool('yt-dlp', options.ytDlpPath, ['-J', '--no-playlist', '--no-warnings', ...options.extraArgs, '--', url], options));
  } catch (error) {
    throw asVideoError(error);
  }
  let info: { formats?: YtDlpFormat[] };
  try {
    info = JSON.parse(stdout) as { formats?: YtDlpFormat[] };
  } catch {
    throw new Error('yt-dlp printed something that is not JSON.');
  }
  return (info.formats ?? []).map(presentFormat).filter((format): format is VideoFormat => format !== null);
}
