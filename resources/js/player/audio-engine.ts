import type * as howler from 'howler';

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

/** What the engine uses of the howler module (a test hands in its own). */
export type HowlerModule = Pick<typeof howler, 'Howl' | 'Howler'>;

/**
 * howler is fetched the first time audio is needed (a play, or the warm-up of a playback request),
 * not with the page: most visits never play anything, and it is a tenth of the first load. Spec §9:
 * a pool of 10 html5 audio elements, and the audio context suspended after 30 seconds without
 * sound (howler's auto-suspend delay). A failed fetch is forgotten, so the next play tries again.
 */
let library: Promise<HowlerModule> | null = null;

export function loadHowler(): Promise<HowlerModule> {
  library ??= import('howler').then(
    (module) => {
      module.Howler.html5PoolSize = 10;
      module.Howler.autoSuspend = true;
      return module;
    },
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

function howlSound({ Howl }: HowlerModule, src: string, events: SoundEvents): Sound {
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
}

/**
 * howler behind the AudioEngine interface. html5 audio streams the file with Range requests and
 * starts before it has all arrived (Web Audio would download and decode the whole song first).
 * `load` answers at once, as the store expects; until howler has arrived the sound is silent (no
 * position, no duration, which is what a howl that has not loaded says too), commands wait for it,
 * and an unload before then means no howl is made at all.
 */
export function howlerEngine(loadLibrary: () => Promise<HowlerModule> = loadHowler): AudioEngine {
  return {
    load(src, events) {
      let sound: Sound | null = null;
      let unloaded = false;
      const waiting: ((sound: Sound) => void)[] = [];
      loadLibrary().then(
        (library) => {
          if (unloaded) return;
          sound = howlSound(library, src, events);
          for (const command of waiting.splice(0)) command(sound);
        },
        (error: unknown) => {
          if (!unloaded) events.onLoadError(error);
        },
      );
      const send = (command: (sound: Sound) => void) => (sound ? command(sound) : void waiting.push(command));
      return {
        play: () => send((s) => s.play()),
        pause: () => send((s) => s.pause()),
        seek: (seconds) => send((s) => s.seek(seconds)),
        position: () => sound?.position() ?? 0,
        duration: () => sound?.duration() ?? 0,
        unload() {
          unloaded = true;
          waiting.length = 0;
          sound?.unload();
        },
      };
    },
  };
}
