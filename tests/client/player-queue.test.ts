import { describe, expect, it } from 'vitest';
import type { QueueEntry } from '../../resources/js/player/playable-types';
import { itemKey } from '../../resources/js/player/player-types';
import { episodeItem, MemoryStorage, settle, songItem } from './helpers/player-fixtures';
import { harness } from './helpers/player-harness';
import { sharedMoment } from '../../resources/js/lib/shared-moment';

const entry = (id: number, type: QueueEntry['type'] = 'SONG'): QueueEntry => ({ id, type, name: `Item ${id}`, artist: 'Artist', cover: null });
const songs = (...ids: number[]) => ids.map((id) => entry(id));
const catalogue = [1, 2, 3, 4, 5].map((id) => songItem(id));
/** A fixed "random": shuffles come out the same every run. */
const seeded = () => {
  let seed = 7;
  return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
};
const currentId = (h: ReturnType<typeof harness>) => h.state().current?.id;

/** The sound of the current item reaches its end, and the next one (if any) loads and starts. */
async function endCurrent(h: ReturnType<typeof harness>) {
  const before = h.engine.sounds.length;
  h.engine.last.reachEnd();
  await settle();
  if (h.engine.sounds.length > before) {
    h.engine.last.finishLoading();
    await settle();
  }
}

describe('playing through a list', () => {
  it('plays the list from the chosen item to its end without a click, then stops', async () => {
    const h = harness(catalogue);
    await h.playToStart({ id: 2, type: 'SONG', queue: { entries: songs(1, 2, 3), index: 1 } });
    expect(h.state().queue.upNext.map((e) => e.id)).toEqual([3]);
    expect(h.state().queue.past.map((e) => e.id)).toEqual([1]);
    await endCurrent(h);
    expect(currentId(h)).toBe(3);
    expect(h.state().isPlaying).toBe(true);
    expect(h.engine.last.src).toBe('/media/audio/3.mp3');
    await endCurrent(h);
    expect(currentId(h)).toBe(3);
    expect(h.state()).toMatchObject({ isPlaying: false, isLoaded: false, progress: 0 });
  });

  it('next and previous move through the list; previous at its start goes back to the beginning of the item', async () => {
    const h = harness(catalogue);
    await h.playToStart({ id: 1, type: 'SONG', queue: { entries: songs(1, 2, 3), index: 0 } });
    h.store.next();
    await settle();
    expect(currentId(h)).toBe(2);
    h.engine.last.finishLoading();
    await settle();
    h.store.previous();
    await settle();
    expect(currentId(h)).toBe(1);
    expect(h.state().queue.upNext.map((e) => e.id)).toEqual([2, 3]);
    h.engine.last.finishLoading();
    await settle();
    await h.pass(30);
    h.store.previous();
    expect(h.engine.last.seeks.at(-1)).toBe(0);
  });

  it('without a list, a single item clears the queue and next/previous keep the spec behaviour (the played list)', async () => {
    const h = harness(catalogue);
    await h.playToStart({ id: 1, type: 'SONG', queue: { entries: songs(1, 2), index: 0 } });
    await h.playToStart({ id: 3, type: 'SONG' });
    expect(h.state().queue.all).toEqual([]);
    await endCurrent(h);
    expect(currentId(h)).toBe(3);
    expect(h.state().isPlaying).toBe(false);
    h.store.previous();
    expect(currentId(h)).toBe(1);
  });

  it('repeat all starts the list again; repeat one plays the same item again; Next still moves on', async () => {
    const h = harness(catalogue);
    h.store.cycleRepeat();
    expect(h.state().queue.repeat).toBe('all');
    await h.playToStart({ id: 1, type: 'SONG', queue: { entries: songs(1, 2), index: 0 } });
    await endCurrent(h);
    await endCurrent(h);
    expect(currentId(h)).toBe(1);
    expect(h.state().isPlaying).toBe(true);
    h.store.cycleRepeat();
    expect(h.state().queue.repeat).toBe('one');
    await endCurrent(h);
    expect(currentId(h)).toBe(1);
    expect(h.engine.last.src).toBe('/media/audio/1.mp3');
    h.store.next();
    await settle();
    expect(currentId(h)).toBe(2);
    h.store.cycleRepeat();
    expect(h.state().queue.repeat).toBe('off');
  });

  it('shuffle plays every other item of the list once in a random order, and off puts the rest back in order', async () => {
    const h = harness(catalogue, new MemoryStorage(), seeded());
    h.store.setShuffle(true);
    await h.playToStart({ id: 3, type: 'SONG', queue: { entries: songs(1, 2, 3, 4, 5), index: 2 } });
    const order = h.state().queue.upNext.map((e) => e.id);
    expect([...order].sort()).toEqual([1, 2, 4, 5]);
    expect(order).not.toEqual([1, 2, 4, 5]);
    const heard = [3];
    for (let i = 0; i < 4; i++) {
      await endCurrent(h);
      heard.push(currentId(h)!);
    }
    expect(heard).toEqual([3, ...order]);
    h.store.setShuffle(false);
    expect(h.state().queue.upNext.map((e) => e.id)).toEqual(heard.at(-1) === 5 ? [] : songs(1, 2, 3, 4, 5).slice(heard.at(-1)!).map((e) => e.id));
  });

  it('up next: remove, move, jump to an entry, clear', async () => {
    const h = harness(catalogue);
    await h.playToStart({ id: 1, type: 'SONG', queue: { entries: songs(1, 2, 3, 4, 5), index: 0 } });
    h.store.removeQueued(1);
    h.store.moveQueued(2, -1);
    expect(h.state().queue.upNext.map((e) => e.id)).toEqual([2, 5, 4]);
    h.store.playQueued(1);
    await settle();
    expect(currentId(h)).toBe(5);
    expect(h.state().queue.past.map((e) => e.id)).toEqual([1, 2]);
    expect(h.state().queue.upNext.map((e) => e.id)).toEqual([4]);
    h.store.clearQueue();
    expect(h.state().queue.upNext).toEqual([]);
  });

  it('an episode or a lecture never runs on into a song', async () => {
    const h = harness([episodeItem(1), episodeItem(2), songItem(1)]);
    await h.playToStart({ id: 1, type: 'EPISODE', queue: { entries: [entry(1, 'EPISODE'), entry(2, 'EPISODE'), entry(1)], index: 0 } });
    await endCurrent(h);
    expect(h.state().current).toMatchObject({ id: 2, content_type: 'EPISODE' });
    await endCurrent(h);
    expect(h.state().current).toMatchObject({ id: 2, content_type: 'EPISODE' });
    expect(h.state().isPlaying).toBe(false);
  });

  it('skips a queued item that has no audio any more', async () => {
    const h = harness([songItem(1), songItem(2, { mp3: false }), songItem(3)]);
    await h.playToStart({ id: 1, type: 'SONG', queue: { entries: songs(1, 2, 3), index: 0 } });
    await endCurrent(h);
    await settle();
    expect(currentId(h)).toBe(3);
    expect(h.notes).toEqual([]);
  });

  it('a reload restores the item that was current, the queue and its settings', async () => {
    const storage = new MemoryStorage();
    const h = harness(catalogue, storage);
    await h.playToStart({ id: 1, type: 'SONG', queue: { entries: songs(1, 2, 3), index: 0 } });
    h.store.next();
    await settle();
    await h.playToStart({ id: 5, type: 'SONG' });
    h.store.previous();
    expect(currentId(h)).toBe(2);
    h.store.cycleRepeat();
    const reloaded = harness(catalogue, storage);
    expect(reloaded.state().current && itemKey(reloaded.state().current!)).toBe('SONG:2');
    expect(reloaded.state().queue.repeat).toBe('all');
  });

  it('starts at a shared moment (?t=)', async () => {
    const h = harness(catalogue);
    await h.playToStart({ id: 2, type: 'SONG', startAt: 95 });
    expect(h.engine.last.seeks).toEqual([95]);
  });
});

describe('a shared moment', () => {
  it('reads ?t= as seconds, 95s, 1m35s or 1:35, and nothing else', () => {
    expect(['/song/1?t=95', '/song/1?t=95s', '/song/1?t=1m35s', '/song/1?x=1&t=1:35', '/song/1?t=1h0m5s'].map(sharedMoment)).toEqual([95, 95, 95, 95, 3605]);
    expect(['/song/1', '/song/1?t=', '/song/1?t=0', '/song/1?t=abc', '/song/1?t=-5', '/song/1?t=99999999', '/song/1?t=1:5'].map(sharedMoment)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('data saver', () => {
  it('plays the 48 kbps rendition when on, the full mix when off, and a stem whatever it says', async () => {
    let saving = true;
    const h = harness([songItem(1), songItem(2, { smart: true })], new MemoryStorage(), undefined, () => saving);
    await h.playToStart({ id: 1, type: 'SONG' });
    expect(h.engine.last.src).toBe('/media/audio/1-48k.mp3');
    saving = false;
    await h.playToStart({ id: 2, type: 'SONG' });
    expect(h.engine.last.src).toBe('/media/audio/2.mp3');
    saving = true;
    await h.playToStart({ id: 2, type: 'SONG', stream: 'VOCAL' });
    expect(h.engine.last.src).toBe('/media/audio/2-vocals.mp3');
  });
});
