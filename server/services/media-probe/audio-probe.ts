import { stat } from 'node:fs/promises';
import { ACCEPTED_AUDIO_NAMES, ACCEPTED_CONTAINERS, type AudioFormat } from './audio-formats';
import { assertDecodes } from './decode-check';
import { cutShort } from './declared-end';
import { runFfprobe, type FfprobeOptions } from './ffprobe';
import { MediaRefused } from './probe-errors';

export interface AudioProbe {
  format: AudioFormat;
  /** ffprobe's name of the container, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  container: string;
  codec: string;
  /** Seconds. */
  duration: number;
  /** Bits per second over the whole file, when ffprobe can tell. */
  bitrate: number | null;
  channels: number;
  sampleRate: number | null;
  /** What to store it as, from its bytes: never the client's file name. */
  extension: string;
  contentType: string;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  channels?: number;
  sample_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}
interface FfprobeReport {
  format?: { format_name?: string; duration?: string; bit_rate?: string };
  streams?: FfprobeStream[];
}

const DEFAULT_TIMEOUT_MS = 30_000;

export interface AudioProbeOptions extends Pick<FfprobeOptions, 'ffprobePath'> {
  timeoutMs?: number;
  /** When given, the whole stream is decoded once too (FFMPEG_PATH): the uploaders do; jobs decode it anyway. */
  ffmpegPath?: string;
}

/**
 * What an uploaded audio file really is, by its bytes (ffprobe): an audio stream in a container and
 * codec browsers play, a duration, and no video (cover art is fine). Then the end of the declared
 * duration is read, because a file cut short in transfer still has a header that promises all of it;
 * what the container declares besides (a WAV's data size, an Ogg's last page, an MP3's last frame) is
 * held against what is there; and with `ffmpegPath` the stream is decoded to its end.
 */
export async function probeAudio(file: string, options: AudioProbeOptions): Promise<AudioProbe> {
  const ffprobe = { ffprobePath: options.ffprobePath, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  const { size } = await stat(file);
  if (size === 0) throw new MediaRefused('The file is empty.');

  const report = parseReport(await runFfprobe(file, ['-show_format', '-show_streams', '-of', 'json'], ffprobe));
  const streams = report.streams ?? [];
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!audio) throw new MediaRefused(video ? 'The file is a video or an image without sound, not audio.' : 'The file has no audio in it.');
  if (video) throw new MediaRefused('The file holds video: upload the audio only.');

  const container = report.format?.format_name ?? 'unknown';
  const accepted = ACCEPTED_CONTAINERS[container];
  if (!accepted) throw new MediaRefused(`This kind of file (${container}) is not accepted: upload ${ACCEPTED_AUDIO_NAMES}.`);
  const codec = audio.codec_name ?? 'unknown';
  if (!accepted.codecs.includes(codec)) throw new MediaRefused(`${accepted.format.toUpperCase()} with ${codec} audio is not accepted: upload ${ACCEPTED_AUDIO_NAMES}.`);

  const duration = Number(report.format?.duration ?? audio.duration);
  if (!(duration > 0)) throw new MediaRefused('The audio has no length.');
  const lastPacketPosition = await assertReadsToTheEnd(file, duration, ffprobe);
  const cut = await cutShort(file, accepted.format, { size, duration, lastPacketPosition, tolerance: endTolerance(duration) });
  if (cut && 'declaredSeconds' in cut) throw incomplete(cut.declaredSeconds, duration);
  if (cut) {
    const after = duration.toFixed(1);
    throw new MediaRefused(`The audio file is incomplete: it stops in the middle after ${after} s.`, { id: 'upload.audio.stopsMidway', values: { after } });
  }
  if (options.ffmpegPath) await assertDecodes(file, { ffmpegPath: options.ffmpegPath, timeoutMs: Math.max(ffprobe.timeoutMs, duration * 50) });

  return {
    format: accepted.format,
    container,
    codec,
    duration,
    bitrate: positiveOrNull(report.format?.bit_rate),
    channels: audio.channels ?? 0,
    sampleRate: positiveOrNull(audio.sample_rate),
    extension: accepted.extension,
    contentType: accepted.contentType,
  };
}

/** How much of the declared end may be missing: frames and pages do not end exactly on the duration. */
const endTolerance = (duration: number) => Math.max(0.5, duration * 0.01);

const incomplete = (declared: number, present: number) => {
  const values = { declared: declared.toFixed(1), present: present.toFixed(1) };
  return new MediaRefused(`The audio file is incomplete: it should last ${values.declared} s but ends after ${values.present} s.`, { id: 'upload.audio.incomplete', values });
};

/**
 * Seeks to the last second the header declares and reads the packets from there: in a truncated file
 * they stop early (or there are none). A file without a duration in its header (a plain CBR mp3, a
 * wav) has one estimated from its size, which a cut file matches: the container checks (cutShort)
 * catch those. Answers where the last packet starts in the file, for them.
 */
async function assertReadsToTheEnd(file: string, duration: number, ffprobe: FfprobeOptions): Promise<number | undefined> {
  const from = Math.max(0, duration - 1).toFixed(3);
  const packets = await runFfprobe(file, ['-select_streams', 'a:0', '-read_intervals', `${from}%`, '-show_entries', 'packet=pts_time,duration_time,pos', '-of', 'csv=p=0'], ffprobe);
  let end = 0;
  let lastPosition: number | undefined;
  for (const line of packets.split('\n')) {
    const [pts, length, position] = line.split(',').map(Number);
    if (pts === undefined || !Number.isFinite(pts)) continue;
    end = Math.max(end, pts + (Number.isFinite(length) ? (length ?? 0) : 0));
    if (position !== undefined && Number.isInteger(position) && position >= 0) lastPosition = Math.max(lastPosition ?? 0, position);
  }
  if (end < duration - endTolerance(duration)) throw incomplete(duration, end);
  return lastPosition;
}

function parseReport(json: string): FfprobeReport {
  try {
    return JSON.parse(json) as FfprobeReport;
  } catch {
    throw new MediaRefused('The audio file could not be read.');
  }
}

function positiveOrNull(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : null;
}
