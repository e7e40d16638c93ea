import type { Page } from 'playwright-core';

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
