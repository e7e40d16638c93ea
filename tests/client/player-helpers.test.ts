import { describe, expect, it } from 'vitest';
import { formatClock } from '../../resources/js/player/clock';
import { activeLineIndex } from '../../resources/js/player/lyrics-panel';
import { artworkFor, metadataOf } from '../../resources/js/player/media-session';
import { sourceOf, withStream } from '../../resources/js/player/player-types';
import { songItem } from './helpers/player-fixtures';

describe('the player clock', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('synced lyrics', () => {
  const lines = [
    { time: 2, text: 'one' },
    { time: 5, text: 'two' },
    { time: 9, text: 'three' },
  ];
  it.each([
    [0, -1],
    [2, 0],
    [4.9, 0],
    [5, 1],
    [60, 2],
  ])('at %d seconds, lights line %d', (position, index) => {
    expect(activeLineIndex(lines, position)).toBe(index);
  });
});

describe('the stream choice of spec §4', () => {
  const smart = songItem(4, { smart: true });
  it('picks the vocals stem for VOCAL, the music stem for MUSIC, and the first source otherwise', () => {
    expect(sourceOf(withStream(smart, 'VOCAL'))).toBe('/media/audio/4-vocals.mp3');
    expect(sourceOf(withStream(smart, 'MUSIC'))).toBe('/media/audio/4-music.mp3');
    expect(sourceOf(smart)).toBe('/media/audio/4.mp3');
    expect(sourceOf({ ...songItem(5), stream: 'MUSIC' })).toBeNull();
    expect(sourceOf({ ...songItem(5), sources: [] })).toBeNull();
  });
});

describe('the media session', () => {
  it('offers the cover at every size from 96 to 512, as an absolute URL with its type', () => {
    const artwork = artworkFor('/media/covers/4.jpg', 'https://hees.so');
    expect(artwork.map((a) => a.sizes)).toEqual(['96x96', '128x128', '192x192', '256x256', '384x384', '512x512']);
    expect(artwork[0]).toEqual({ src: 'https://hees.so/media/covers/4.jpg', sizes: '96x96', type: 'image/jpeg' });
    expect(artworkFor('https://cdn.hees.so/a/b.webp', 'https://hees.so')[5]).toEqual({ src: 'https://cdn.hees.so/a/b.webp', sizes: '512x512', type: 'image/webp' });
    expect(artworkFor(null, 'https://hees.so')).toEqual([]);
  });

  it('shows the title and the artist', () => {
    expect(metadataOf(songItem(4), 'https://hees.so')).toMatchObject({ title: 'Song 4', artist: 'Artist 4' });
  });
});
