import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AUDIO_ASSET_DIR, SONG_TRACKS, TALK_TRACKS, trackFile, type Stem } from '../audio/tracks';

export interface DemoSong {
  mp3: string;
  seconds: number;
  /** Present for smart songs: their separated stems. */
  stems?: Record<Stem, string>;
}

export interface DemoTalk {
  audio: string;
  seconds: number;
}

export interface DemoAudio {
  songs: DemoSong[];
  talks: DemoTalk[];
}

/**
 * Copies the committed demo mp3 files into `<storage>/media/demo/audio/` and describes them by
 * their stored paths (`demo/audio/song-1.mp3`), which is what songs, episodes and media point at.
 */
export function copyDemoAudio(mediaRoot: string): DemoAudio {
  const target = path.join(mediaRoot, 'demo/audio');
  mkdirSync(target, { recursive: true });
  const copy = (file: string) => {
    copyFileSync(path.join(AUDIO_ASSET_DIR, file), path.join(target, file));
    return `demo/audio/${file}`;
  };
  return {
    songs: SONG_TRACKS.map((track) => ({
      mp3: copy(trackFile(track.name)),
      seconds: track.seconds,
      stems: track.smart
        ? { vocals: copy(trackFile(track.name, 'vocals')), music: copy(trackFile(track.name, 'music')) }
        : undefined,
    })),
    talks: TALK_TRACKS.map((track) => ({ audio: copy(trackFile(track.name)), seconds: track.seconds })),
  };
}
