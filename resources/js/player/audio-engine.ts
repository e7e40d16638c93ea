import { Howl, Howler } from 'howler';

/** What the player hears from a sound. */
export interface SoundEvents {
  onLoad(): void;
  onLoadError(error: unknown): void;
  onPlay(): void;
  onPause(): void;
  onEnd(): void;
  onPlayError(error: unknown): void;
}

/** One loaded audio file. Positions and durations are in seconds; a duration of 0 is not known yet. */
export interface Sound {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  position(): number;
  duration(): number;
  unload(): void;
}

/** The boundary between the player and the audio library: the store sees only this. */
export interface AudioEngine {
  load(src: string, events: SoundEvents): Sound;
}

/**
 * howler behind the AudioEngine interface. html5 audio streams the file with Range requests and
 * starts before it has all arrived (Web Audio would download and decode the whole song first).
 * Spec §9: a pool of 10 html5 audio elements, and the audio context suspended after 30 seconds
 * without sound (howler's auto-suspend delay).
 */
export function howlerEngine(): AudioEngine {
  Howler.html5PoolSize = 10;
  Howler.autoSuspend = true;
  return {
    load(src, events) {
      const howl = new Howl({
        src: [src],
        html5: true,
        format: ['mp3', 'mpeg'],
        preload: true,
        onload: () => events.onLoad(),
        onloaderror: (_id, error) => events.onLoadError(error),
        onplay: () => events.onPlay(),
        onpause: () => events.onPause(),
        onend: () => events.onEnd(),
        onplayerror: (_id, error) => events.onPlayError(error),
      });
      return {
        play: () => void howl.play(),
        pause: () => void howl.pause(),
        seek: (seconds) => void howl.seek(seconds),
        position: () => {
          const at = howl.seek();
          return typeof at === 'number' && Number.isFinite(at) ? at : 0;
        },
        duration: () => howl.duration(),
        unload: () => howl.unload(),
      };
    },
  };
}
