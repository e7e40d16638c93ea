/**
 * Writes the demo mp3 files into database/seeds/assets/audio. Everything is composed and encoded
 * here (pentatonic melodies, a small drum kit, a formant "voice"), so the demo owns its audio
 * outright and seeding never needs ffmpeg or the network. Deterministic: rerunning rewrites the same files.
 *
 *   npx tsx database/seeds/audio/synthesize.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';
import { Random } from '../support/random';
import { Buffer32, pentatonic, SAMPLE_RATE, type Wave } from './synth';
import { AUDIO_ASSET_DIR, SONG_TRACKS, TALK_TRACKS, trackFile, type SongTrack, type TalkTrack } from './tracks';

/** 48 kbps mono keeps a 15 s track near 90 KB, well under the 150 KB budget per file. */
const BITRATE_KBPS = 48;

interface Style {
  bpm: number;
  /** Frequency of scale degree 0 of the lead line. */
  root: number;
  beatsPerBar: 3 | 4;
  lead: Wave;
}

const STYLES: Record<string, Style> = {
  'song-1': { bpm: 96, root: 261.63, beatsPerBar: 4, lead: 'triangle' },
  'song-2': { bpm: 120, root: 293.66, beatsPerBar: 3, lead: 'sine' },
  'song-3': { bpm: 84, root: 246.94, beatsPerBar: 4, lead: 'sine' },
  'song-4': { bpm: 132, root: 329.63, beatsPerBar: 4, lead: 'triangle' },
  'song-5': { bpm: 108, root: 220.0, beatsPerBar: 3, lead: 'triangle' },
};

/** Rhythms of one bar, in beats. */
const RHYTHMS: Record<3 | 4, number[][]> = {
  4: [
    [1, 1, 2],
    [0.5, 0.5, 1, 2],
    [1.5, 0.5, 2],
    [1, 1, 1, 1],
  ],
  3: [
    [1, 2],
    [1, 1, 1],
    [0.5, 0.5, 2],
  ],
};

/** Chord roots as scale degrees: I, vi, V, I, a progression that resolves within four bars. */
const PROGRESSION = [0, 4, 3, 0];

function composeSong(track: SongTrack): { vocals: Buffer32; music: Buffer32 } {
  const style = STYLES[track.name];
  if (!style) throw new Error(`No style for ${track.name}`);
  const random = new Random(`audio:${track.name}`);
  const beat = 60 / style.bpm;
  const bar = beat * style.beatsPerBar;
  const bars = Math.floor((track.seconds - 1) / bar);
  const music = new Buffer32(track.seconds);
  const vocals = new Buffer32(track.seconds);

  for (let b = 0; b < bars; b++) {
    const start = b * bar;
    const chord = PROGRESSION[b % PROGRESSION.length]!;
    for (const tone of [chord, chord + 2, chord + 3]) {
      music.note(start, bar * 0.95, pentatonic(style.root / 2, tone), { wave: 'triangle', gain: 0.07, attack: 0.08 });
    }
    for (let beatIndex = 0; beatIndex < style.beatsPerBar; beatIndex++) {
      const at = start + beatIndex * beat;
      if (beatIndex === 0 || beatIndex === 2) {
        music.note(at, beat * 0.8, pentatonic(style.root / 4, beatIndex === 0 ? chord : chord + 3), { gain: 0.35 });
        music.kick(at);
      } else {
        // The off-beat hand-drum slap that gives the groove its lilt.
        music.noise(at, random, { gain: 0.35, decay: 25, brightness: 0.35 });
      }
      music.noise(at + beat / 2, random, { gain: 0.08, decay: 70, brightness: 0.9 });
    }
  }

  // Two phrases of two bars each, sung A A B A after a one-bar intro, so the tune repeats like a song.
  const phrases = [melodyPhrase(random, style), melodyPhrase(random, style)];
  const form = [0, 0, 1, 0];
  for (let b = 1, p = 0; b + 1 < bars; b += 2, p++) {
    const phrase = phrases[form[p % form.length]!]!;
    for (const note of phrase) {
      vocals.note(b * bar + note.beat * beat, note.beats * beat * 0.9, pentatonic(style.root, note.degree), {
        wave: style.lead,
        gain: 0.35,
        vibrato: 0.25,
        attack: 0.04,
        release: 0.2,
      });
    }
  }
  return { vocals, music };
}

interface MelodyNote {
  beat: number;
  beats: number;
  degree: number;
}

/** A stepwise walk over the scale; two bars long, ending on the tonic so each phrase closes. */
function melodyPhrase(random: Random, style: Style): MelodyNote[] {
  const notes: MelodyNote[] = [];
  let degree = random.int(2, 4);
  for (let b = 0; b < 2; b++) {
    let beat = b * style.beatsPerBar;
    for (const beats of random.pick(RHYTHMS[style.beatsPerBar])) {
      degree = Math.max(0, Math.min(7, degree + random.pick([-2, -1, -1, 1, 1, 2])));
      notes.push({ beat, beats, degree });
      beat += beats;
    }
  }
  notes[notes.length - 1]!.degree = 5;
  return notes;
}

const VOWELS: [number, number][] = [
  [730, 1090],
  [270, 2290],
  [300, 870],
  [530, 1840],
  [570, 840],
];

/** A chime, then a voice talking in sentences whose pitch falls towards each full stop. */
function composeTalk(track: TalkTrack, index: number): Buffer32 {
  const random = new Random(`audio:${track.name}`);
  const out = new Buffer32(track.seconds);
  const voice = index === 0 ? { high: 210, low: 160 } : { high: 130, low: 95 };
  [523.25, 659.25, 783.99].forEach((f, i) => out.note(i * 0.25, 0.6, f, { gain: 0.2, release: 0.8 }));

  let t = 1.6;
  while (t < track.seconds - 1) {
    const sentenceEnd = Math.min(track.seconds - 1, t + random.int(18, 30) / 10);
    const sentenceStart = t;
    while (t < sentenceEnd) {
      for (let s = random.int(1, 3); s > 0; s--) {
        const duration = random.int(12, 24) / 100;
        const progress = (t - sentenceStart) / (sentenceEnd - sentenceStart);
        const pitch = voice.high - (voice.high - voice.low) * progress;
        out.syllable(t, duration, [pitch * 1.04, pitch * 0.97], random.pick(VOWELS));
        t += duration;
      }
      t += random.int(5, 14) / 100;
    }
    t += 0.45;
  }
  return out;
}

function encode(buffer: Buffer32): Uint8Array {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, BITRATE_KBPS);
  const pcm = buffer.toInt16();
  const parts: Uint8Array[] = [];
  // lamejs hands back Int8Array views whatever its typings say; re-view the same bytes as unsigned.
  const bytes = (chunk: ArrayBufferView) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  for (let i = 0; i < pcm.length; i += 1152) parts.push(bytes(encoder.encodeBuffer(pcm.subarray(i, i + 1152))));
  parts.push(bytes(encoder.flush()));
  return Buffer.concat(parts);
}

function write(file: string, buffer: Buffer32): void {
  const bytes = encode(buffer);
  writeFileSync(path.join(AUDIO_ASSET_DIR, file), bytes);
  console.log(`${file.padEnd(22)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB`);
}

mkdirSync(AUDIO_ASSET_DIR, { recursive: true });
for (const track of SONG_TRACKS) {
  const { vocals, music } = composeSong(track);
  if (track.smart) {
    write(trackFile(track.name, 'vocals'), vocals);
    write(trackFile(track.name, 'music'), music);
  }
  const mixed = new Buffer32(track.seconds);
  mixed.mix(music, 0.8);
  mixed.mix(vocals, 0.9);
  write(trackFile(track.name), mixed);
}
TALK_TRACKS.forEach((track, index) => write(trackFile(track.name), composeTalk(track, index)));
