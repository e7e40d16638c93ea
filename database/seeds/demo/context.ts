import type { DemoAudio } from './audio';
import type { DemoImages } from './images';

/** What every part of the demo shares: one clock, the artwork writer and the copied audio. */
export interface DemoContext {
  /** Dates are relative to this, so "upcoming" events and "last 7 days" plays stay true. */
  now: Date;
  images: DemoImages;
  audio: DemoAudio;
}
