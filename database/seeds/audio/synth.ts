import type { Random } from '../support/random';

/**
 * Just enough of a synthesizer to make short, original demo tracks: enveloped oscillators,
 * a noise-and-sweep drum kit and a formant "voice" for the talk tracks. Everything is mono floats
 * in [-1, 1] at SAMPLE_RATE, mixed additively into a Buffer of samples.
 */
export const SAMPLE_RATE = 22_050;

export type Wave = 'sine' | 'triangle';

export interface NoteOptions {
  wave?: Wave;
  gain?: number;
  attack?: number;
  release?: number;
  /** Vibrato depth in semitones; a singer-like wobble for lead lines. */
  vibrato?: number;
}

export class Buffer32 {
  readonly samples: Float32Array;

  constructor(seconds: number) {
    this.samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  }

  note(start: number, duration: number, frequency: number, options: NoteOptions = {}): void {
    const { wave = 'sine', gain = 0.3, attack = 0.02, release = 0.15, vibrato = 0 } = options;
    const from = Math.round(start * SAMPLE_RATE);
    const length = Math.round((duration + release) * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < length && from + i < this.samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const wobble = vibrato ? 2 ** ((vibrato * Math.sin(2 * Math.PI * 5.5 * t) * Math.min(1, t / 0.3)) / 12) : 1;
      phase += (frequency * wobble) / SAMPLE_RATE;
      const cycle = phase % 1;
      const value = wave === 'sine' ? Math.sin(2 * Math.PI * cycle) : 1 - 4 * Math.abs(cycle - 0.5);
      this.samples[from + i]! += value * gain * envelope(t, duration, attack, release);
    }
  }

  /** A kick: a sine sweeping down from 140 to 45 Hz with a fast decay. */
  kick(start: number, gain = 0.7): void {
    const from = Math.round(start * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < 0.25 * SAMPLE_RATE && from + i < this.samples.length; i++) {
      const t = i / SAMPLE_RATE;
      phase += (45 + 95 * Math.exp(-t * 30)) / SAMPLE_RATE;
      this.samples[from + i]! += Math.sin(2 * Math.PI * phase) * gain * Math.exp(-t * 12);
    }
  }

  /** A noise burst: short and bright for a hat, longer and darker for a hand drum slap. */
  noise(start: number, random: Random, options: { gain: number; decay: number; brightness: number }): void {
    const from = Math.round(start * SAMPLE_RATE);
    let low = 0;
    for (let i = 0; i < 0.3 * SAMPLE_RATE && from + i < this.samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const white = random.next() * 2 - 1;
      // One-pole low-pass; brightness 1 keeps the raw noise.
      low += (white - low) * options.brightness;
      this.samples[from + i]! += low * options.gain * Math.exp(-t * options.decay);
    }
  }

  /**
   * A voiced syllable: harmonics of a gliding pitch weighted by two vowel formants, which
   * reads as muffled speech without being anyone's voice.
   */
  syllable(start: number, duration: number, pitch: [number, number], formants: [number, number], gain = 0.25): void {
    const from = Math.round(start * SAMPLE_RATE);
    const length = Math.round(duration * SAMPLE_RATE);
    const harmonics = Math.floor(3000 / Math.max(pitch[0], pitch[1]));
    const weights = Array.from({ length: harmonics }, (_, k) => {
      const f = (k + 1) * (pitch[0] + pitch[1]) * 0.5;
      return formants.reduce((sum, formant) => sum + Math.exp(-(((f - formant) / 180) ** 2)), 0) / (k + 1) ** 0.5;
    });
    let phase = 0;
    for (let i = 0; i < length && from + i < this.samples.length; i++) {
      const t = i / SAMPLE_RATE;
      phase += (pitch[0] + (pitch[1] - pitch[0]) * (t / duration)) / SAMPLE_RATE;
      let value = 0;
      for (let k = 0; k < harmonics; k++) value += weights[k]! * Math.sin(2 * Math.PI * (k + 1) * phase);
      this.samples[from + i]! += value * gain * envelope(t, duration, 0.03, 0.05);
    }
  }

  mix(other: Buffer32, gain = 1): void {
    for (let i = 0; i < this.samples.length && i < other.samples.length; i++) {
      this.samples[i]! += other.samples[i]! * gain;
    }
  }

  /** Normalised to a safe peak, with short fades so no file starts or ends on a click. */
  toInt16(peak = 0.85): Int16Array {
    let max = 1e-9;
    for (const s of this.samples) max = Math.max(max, Math.abs(s));
    const out = new Int16Array(this.samples.length);
    const fadeIn = 0.05 * SAMPLE_RATE;
    const fadeOut = 0.8 * SAMPLE_RATE;
    for (let i = 0; i < out.length; i++) {
      const fade = Math.min(1, i / fadeIn, (out.length - 1 - i) / fadeOut);
      out[i] = Math.round((this.samples[i]! / max) * peak * fade * 32767);
    }
    return out;
  }
}

function envelope(t: number, duration: number, attack: number, release: number): number {
  if (t < attack) return t / attack;
  if (t <= duration) return 1 - 0.3 * ((t - attack) / Math.max(duration - attack, 1e-6));
  return 0.7 * Math.max(0, 1 - (t - duration) / release);
}

/** Frequency of a degree of the major pentatonic scale (the backbone of much Somali melody). */
export function pentatonic(root: number, degree: number): number {
  const steps = [0, 2, 4, 7, 9];
  const octave = Math.floor(degree / steps.length);
  const step = steps[((degree % steps.length) + steps.length) % steps.length]!;
  return root * 2 ** (octave + step / 12);
}
