import { describe, expect, it } from 'vitest';
import { MemoryStorage, settle, songItem } from './helpers/player-fixtures';
import { harness } from './helpers/player-harness';

const catalogue = [songItem(1), songItem(2), songItem(3)];

/** The same storage read by a new page: what a reload starts from. */
const reload = (storage: MemoryStorage) => harness(catalogue, storage);

/** A page on a fresh storage that played item `id` for `seconds` (then paused it, if asked): the page and what it stored. */
async function played(id: number, seconds: number, { thenPause = false } = {}) {
  const storage = new MemoryStorage();
  const before = harness(catalogue, storage);
  await before.playToStart({ id, type: 'SONG' });
  await before.pass(seconds);
  if (thenPause) {
    before.store.pause();
    await settle();
  }
  return { storage, before };
}

describe('a reload (issue 31, item 12)', () => {
  it('brings the item back paused where it was paused, and Play goes on from there', async () => {
    const { storage } = await played(2, 83, { thenPause: true });

    const after = reload(storage);
    expect(after.state()).toMatchObject({ current: { id: 2 }, isPlaying: false, isLoaded: false, position: 83, duration: 200, progress: 415 });
    expect(after.engine.sounds).toEqual([]);

    after.store.togglePlay();
    // While the audio loads the bar keeps showing where it will start, not 0:00.
    expect(after.state()).toMatchObject({ isLoading: true, position: 83, progress: 415 });
    after.engine.last.finishLoading();
    await settle();
    expect(after.engine.last.seeks).toEqual([83]);
    expect(after.state()).toMatchObject({ isPlaying: true, position: 83 });
  });

  it('keeps the position heard so far when the page goes away while playing, and comes back paused', async () => {
    const { storage, before } = await played(1, 41);
    // The page is left (pagehide, or the tab hidden): browser-player.ts calls checkpoint.
    before.store.checkpoint();

    const after = reload(storage);
    expect(after.state()).toMatchObject({ current: { id: 1 }, isPlaying: false, isLoading: false, position: 41 });
  });

  it('keeps a position written while playing, should the page go without a word (a crash, a killed tab)', async () => {
    const { storage } = await played(1, 12);

    expect(reload(storage).state().position).toBe(12);
  });

  it('asked to play the same item again (its Play button on the page), goes on where it was', async () => {
    const { storage } = await played(3, 30, { thenPause: true });

    const after = reload(storage);
    await after.store.request({ id: 3, type: 'SONG' });
    after.engine.last.finishLoading();
    expect(after.engine.last.seeks).toEqual([30]);
  });

  it('starts another item, an item that ended, or one seeked back to its start from 0:00', async () => {
    const { storage, before: h } = await played(1, 50);
    await h.playToStart({ id: 2, type: 'SONG' });
    expect(reload(storage).state()).toMatchObject({ current: { id: 2 }, position: 0, progress: 0 });

    await h.pass(60);
    h.store.seekTo(0);
    expect(reload(storage).state()).toMatchObject({ current: { id: 2 }, position: 0 });

    await h.pass(199);
    h.engine.last.reachEnd();
    expect(reload(storage).state()).toMatchObject({ current: { id: 2 }, position: 0, progress: 0 });
  });

  it('trusts a stored position only as far as it makes sense', () => {
    const storage = new MemoryStorage();
    storage.setItem('played_songs', JSON.stringify([{ ...songItem(1), playedAt: 1 }]));
    storage.setItem('player_session', JSON.stringify({ currentKey: 'SONG:1', queue: null }));
    for (const position of [{ key: 'SONG:1', seconds: -5, duration: 200 }, { key: 'SONG:1', seconds: 'x', duration: 200 }, { key: 'SONG:2', seconds: 30, duration: 200 }, { key: 'SONG:1', seconds: 300, duration: 200 }]) {
      storage.setItem('player_position', JSON.stringify(position));
      expect(reload(storage).state()).toMatchObject({ current: { id: 1 }, position: 0, duration: 0 });
    }
  });
});
