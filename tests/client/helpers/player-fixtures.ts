import type { AudioEngine, Sound, SoundEvents } from '../../../resources/js/player/audio-engine';
import { presentPlayingEpisode, presentPlayingSong } from '../../../server/features/player/player.presenter';
import { mediaUrlFor } from '@common/media-url';
import type { PlayingItem } from '../../../resources/js/player/player-types';
import type { VerseRow } from '../../../server/features/songs/verses.queries';

const mediaUrl = mediaUrlFor(undefined);

/** Items shaped by the server's own presenter, so the client is tested against the real JSON shape. */
export function songItem(id: number, options: { smart?: boolean; mp3?: boolean; synced?: boolean; verse?: boolean } = {}): PlayingItem {
  const { smart = false, mp3 = true, synced = false, verse = true } = options;
  const verses: VerseRow[] = verse
    ? [
        {
          id: id * 10,
          song_id: id,
          title: `Song ${id}`,
          language: 'somali',
          is_default: true,
          non_synced_lyrics: 'Line one\nLine two',
          synced_lyrics: synced ? [{ time: 0.5, text: 'Line one' }, { time: 4, text: 'Line two' }] : null,
        },
      ]
    : [];
  return presentPlayingSong(
    {
      id,
      name: `Song ${id}`,
      cover: `covers/${id}.jpg`,
      mp3: mp3 ? `audio/${id}.mp3` : null,
      mp3_saver: mp3 ? `audio/${id}-48k.mp3` : null,
      smart_vocals: smart ? `audio/${id}-vocals.mp3` : null,
      smart_music: smart ? `audio/${id}-music.mp3` : null,
      duration_seconds: 200,
      is_smart: smart,
      stems_method: null,
      artist_id: id,
      artist_name: `Artist ${id}`,
      artist_image: null,
    },
    verses,
    undefined,
    mediaUrl,
  );
}

export function episodeItem(id: number): PlayingItem {
  return presentPlayingEpisode(
    { id, title: `Episode ${id}`, image: null, audio: `talks/${id}.mp3`, duration_seconds: 600, podcast_title: 'Podcast', podcast_image: null },
    mediaUrl,
  );
}

/**
 * A stand-in for howler at the AudioEngine boundary (the one fake of the player tests). Like howler
 * it answers asynchronously: play and pause report back on a later microtask; loading finishes when
 * the test says so.
 */
export class FakeSound implements Sound {
  calls: string[] = [];
  seeks: number[] = [];
  at = 0;
  length = 0;
  unloaded = false;
  isPlaying = false;
  /** Like a browser refusing to autoplay: play() answers with a play error. */
  refusePlay = false;

  constructor(
    readonly src: string,
    readonly events: SoundEvents,
  ) {}

  play() {
    this.calls.push('play');
    queueMicrotask(() => {
      if (this.unloaded || this.isPlaying) return;
      if (this.refusePlay) return this.events.onPlayError('play() failed because the user did not interact with the document first');
      this.isPlaying = true;
      this.events.onPlay();
    });
  }
  pause() {
    this.calls.push('pause');
    queueMicrotask(() => {
      if (this.unloaded || !this.isPlaying) return;
      this.isPlaying = false;
      this.events.onPause();
    });
  }
  seek(seconds: number) {
    this.seeks.push(seconds);
    this.at = seconds;
  }
  position() {
    return this.at;
  }
  duration() {
    return this.length;
  }
  unload() {
    this.unloaded = true;
    this.isPlaying = false;
  }

  /** The file has arrived: howler knows its duration and calls onload. */
  finishLoading(seconds = 200) {
    this.length = seconds;
    this.events.onLoad();
  }
  /** Playback reaches the end of the file. */
  reachEnd() {
    this.at = this.length;
    this.isPlaying = false;
    this.events.onEnd();
  }
}

export class FakeEngine implements AudioEngine {
  sounds: FakeSound[] = [];
  load(src: string, events: SoundEvents) {
    const sound = new FakeSound(src, events);
    this.sounds.push(sound);
    return sound;
  }
  get last(): FakeSound {
    return this.sounds.at(-1)!;
  }
}

/** Storage in memory, for what the browser keeps in localStorage. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Lets queued microtasks (the fake sound's answers) and awaited fetches run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
