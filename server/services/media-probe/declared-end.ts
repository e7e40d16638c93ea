import { open } from 'node:fs/promises';
import type { AudioFormat } from './audio-formats';

/**
 * What the container itself says about where the audio ends, read from the file's own bytes: ffprobe
 * reports the length of what is there, so a file cut in transfer looks like a shorter recording
 * unless the container declared more. Each answer is `undefined` when the container says nothing
 * we can hold it to (a streamed WAV with no sizes, a free-format MP3).
 */
export type CutShort = { declaredSeconds: number } | { stopsMidway: true };

/** Reads `length` bytes at `position` (fewer at the end of the file). */
async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A RIFF WAV's data chunk states its size in bytes; fmt's byte rate turns it into seconds. A file
 * with fewer bytes than that lost its end (ffprobe measures the bytes present and says nothing).
 * 0 and 0xFFFFFFFF are what writers to a pipe leave there: no size declared.
 */
export async function wavDeclaredSeconds(file: string): Promise<number | undefined> {
  const head = await readAt(file, 0, 64 * 1024);
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length; ) {
    const id = head.toString('latin1', at, at + 4);
    const length = head.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 20 <= head.length) byteRate = head.readUInt32LE(at + 16);
    if (id === 'data') {
      if (!byteRate || length === 0 || length === 0xffffffff) return undefined;
      return Math.min(length, Number.MAX_SAFE_INTEGER) / byteRate;
    }
    at += 8 + length + (length % 2);
  }
  // No data chunk in the first 64 KB: either none (ffprobe would have refused it) or a header we do not judge.
  return undefined;
}

/** The largest Ogg page: 27 header bytes, 255 lacing values, 255 segments of 255 bytes. */
const MAX_OGG_PAGE = 27 + 255 + 255 * 255;

/**
 * An Ogg stream ends with a page flagged end-of-stream (header type bit 4). A cut file's last page is
 * an ordinary one, or stops inside itself; its granule positions give ffprobe a length that looks fine.
 */
export async function oggEndsCleanly(file: string, size: number): Promise<boolean> {
  const start = Math.max(0, size - MAX_OGG_PAGE);
  const tail = await readAt(file, start, size - start);
  for (let at = tail.lastIndexOf('OggS'); at >= 0; at = at > 0 ? tail.lastIndexOf('OggS', at - 1) : -1) {
    if (at + 27 > tail.length || tail[at + 4] !== 0) continue; // not a page header (version 0), or cut inside one
    const segments = tail[at + 26]!;
    if (at + 27 + segments > tail.length) return false;
    let length = 27 + segments;
    for (let i = 0; i < segments; i++) length += tail[at + 27 + i]!;
    return at + length <= tail.length && (tail[at + 5]! & 0x04) !== 0;
  }
  return false;
}

const MPEG1_LAYER3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_LAYER3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The byte length of the MPEG layer III frame whose header is `header`, or undefined if it is not one we can size. */
export function mp3FrameLength(header: Buffer): number | undefined {
  if (header.length < 4 || header[0] !== 0xff || (header[1]! & 0xe0) !== 0xe0) return undefined;
  const version = (header[1]! >> 3) & 0x03; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const layer = (header[1]! >> 1) & 0x03; // 1 is layer III
  const kbps = (version === 3 ? MPEG1_LAYER3_KBPS : MPEG2_LAYER3_KBPS)[header[2]! >> 4];
  const rate = SAMPLE_RATES[version]?.[(header[2]! >> 2) & 0x03];
  if (layer !== 1 || !kbps || !rate) return undefined; // another layer, free format or a bad index
  const padding = (header[2]! >> 1) & 0x01;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
}

/**
 * An MP3 without a Xing or VBRI header declares no length, but every frame declares its own: the last
 * one found (ffprobe's last packet, at `position`) must fit in the file. A cut file's last frame
 * stops short; a whole one ends at the file's end or before a tag.
 */
export async function mp3LastFrameWhole(file: string, size: number, position: number): Promise<boolean> {
  const length = mp3FrameLength(await readAt(file, position, 4));
  return length === undefined || position + length <= size;
}

export interface Measured {
  size: number;
  /** Seconds, as ffprobe measured the bytes present. */
  duration: number;
  /** Where ffprobe found the last packet, when it said. */
  lastPacketPosition: number | undefined;
  /** How far short of a declared length is still whole: frames do not end exactly on it. */
  tolerance: number;
}

/** How the container of `format` says the file is cut short, if it does. */
export async function cutShort(file: string, format: AudioFormat, { size, duration, lastPacketPosition, tolerance }: Measured): Promise<CutShort | undefined> {
  if (format === 'wav') {
    const declaredSeconds = await wavDeclaredSeconds(file);
    return declaredSeconds !== undefined && declaredSeconds - duration > tolerance ? { declaredSeconds } : undefined;
  }
  if (format === 'ogg') return (await oggEndsCleanly(file, size)) ? undefined : { stopsMidway: true };
  if (format === 'mp3' && lastPacketPosition !== undefined) return (await mp3LastFrameWhole(file, size, lastPacketPosition)) ? undefined : { stopsMidway: true };
  return undefined;
}
