import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { BrowserSession } from './browser';
import { ffmpeg, sine } from '../../helpers/tone';

type HowlerGlobal = { Howler?: { _howls: { _sounds: { _node: HTMLAudioElement }[] }[] } };

/**
 * The audio element howler streams the current item through (html5 audio is not in the DOM), or null
 * before anything has been loaded: what the listener hears, read off the browser.
 */
export const playingAudio = (page: Page) =>
  page.evaluate(() => {
    const howler = (window as unknown as HowlerGlobal).Howler;
    const node = howler?._howls.at(-1)?._sounds[0]?._node;
    return node ? { src: node.src, time: node.currentTime, duration: node.duration, paused: node.paused, howls: howler!._howls.length } : null;
  });

/**
 * Gives a song a recording of its own, `seconds` long (a tone made with ffmpeg in the session's
 * storage), for a test that needs it still playing after many steps. The demo's recordings last 9-15 s:
 * in a CI run at a load of 20, two page visits and a reload outlasted them, and the song's end took
 * its Pause button away before the test pressed it. Call it before any page has shown the song.
 */
export async function giveLongRecording(session: BrowserSession, songId: number, seconds = 120): Promise<void> {
  const key = `e2e/recording-${songId}-${seconds}s.mp3`;
  const file = path.join(session.ctx.storageDir, 'media', key);
  mkdirSync(path.dirname(file), { recursive: true });
  ffmpeg(...sine(seconds, { frequency: 220, channels: 1 }), '-b:a', '32k', file);
  await session.ctx.knex('songs').where('id', songId).update({ mp3: key, mp3_saver: key, duration_seconds: seconds });
}
