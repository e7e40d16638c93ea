import { describe, expect, it } from 'vitest';
import { howlerEngine, type HowlerModule, type SoundEvents } from '../../resources/js/player/audio-engine';

/** A stand-in for the howler module: records the howls made and what was asked of them. */
function fakeHowler() {
  const howls: { src: string[]; calls: string[]; options: Record<string, (...args: unknown[]) => void> }[] = [];
  class Howl {
    record;
    constructor(options: { src: string[] } & Record<string, unknown>) {
      this.record = { src: options.src, calls: [] as string[], options: options as never };
      howls.push(this.record);
    }
    play() {
      this.record.calls.push('play');
    }
    pause() {
      this.record.calls.push('pause');
    }
    seek(seconds?: number) {
      if (seconds === undefined) return 12;
      this.record.calls.push(`seek ${seconds}`);
    }
    duration() {
      return 180;
    }
    unload() {
      this.record.calls.push('unload');
    }
  }
  return { howls, module: { Howl, Howler: {} } as unknown as HowlerModule };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const events = () => {
  const heard: string[] = [];
  const record = (name: string) => () => void heard.push(name);
  const handlers: SoundEvents = {
    onLoad: record('load'),
    onLoadError: record('load error'),
    onPlay: record('play'),
    onPause: record('pause'),
    onEnd: record('end'),
    onPlayError: record('play error'),
  };
  return { heard, handlers };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the howler engine, with howler fetched on first need', () => {
  it('makes the howl once howler has arrived, then passes on what was asked meanwhile and its events', async () => {
    const library = deferred<HowlerModule>();
    const { howls, module } = fakeHowler();
    const { heard, handlers } = events();
    const sound = howlerEngine(() => library.promise).load('/media/1.mp3', handlers);

    expect(sound.position()).toBe(0);
    expect(sound.duration()).toBe(0);
    sound.seek(30);
    sound.play();
    expect(howls).toEqual([]);

    library.resolve(module);
    await settle();
    expect(howls).toHaveLength(1);
    expect(howls[0]!.src).toEqual(['/media/1.mp3']);
    expect(howls[0]!.calls).toEqual(['seek 30', 'play']);
    expect(sound.position()).toBe(12);
    expect(sound.duration()).toBe(180);

    howls[0]!.options.onload!();
    howls[0]!.options.onplay!(1);
    expect(heard).toEqual(['load', 'play']);
  });

  it('makes no howl for a sound unloaded before howler arrived', async () => {
    const library = deferred<HowlerModule>();
    const { howls, module } = fakeHowler();
    const { heard, handlers } = events();
    const sound = howlerEngine(() => library.promise).load('/media/1.mp3', handlers);
    sound.play();
    sound.unload();
    library.resolve(module);
    await settle();
    expect(howls).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('reports a failed fetch of howler as a load error', async () => {
    const { heard, handlers } = events();
    howlerEngine(() => Promise.reject(new Error('offline'))).load('/media/1.mp3', handlers);
    await settle();
    expect(heard).toEqual(['load error']);
  });
});
