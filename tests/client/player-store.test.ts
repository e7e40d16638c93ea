import { describe, expect, it } from 'vitest';
import { itemKey } from '../../resources/js/player/player-types';
import { MemoryStorage, settle, songItem } from './helpers/player-fixtures';
import { harness, START } from './helpers/player-harness';

describe('the player store', () => {
  it('is hidden until something is played', () => {
    const { state } = harness();
    expect(state().current).toBeNull();
    expect(state().played).toEqual([]);
  });

  it('on a playback request, fetches the item, makes it current on top of the played list and starts loading its first source', async () => {
    const { store, state, engine, reports, fetches, storage } = harness();
    await store.request({ id: 2, type: 'SONG' });
    expect(fetches).toEqual([{ id: 2, type: 'SONG' }]);
    expect(state()).toMatchObject({ isLoading: true, isLoaded: false, isPlaying: false, progress: 0 });
    expect(state().current).toMatchObject({ id: 2, content_type: 'SONG', playedAt: START });
    expect(state().played.map(itemKey)).toEqual(['SONG:2']);
    expect(JSON.parse(storage.getItem('played_songs')!)[0]).toMatchObject({ id: 2, playedAt: START });
    expect(engine.last.src).toBe('/media/audio/2.mp3');
    expect(reports).toEqual([{ name: 'Song', song_id: 2, event_category: 'load' }]);
  });

  it('plays by itself once loaded, and knows the duration', async () => {
    const { store, state, engine, reports } = harness();
    await store.request({ id: 1, type: 'SONG' });
    engine.last.finishLoading(180);
    expect(state()).toMatchObject({ isLoading: false, isLoaded: true, duration: 180 });
    await settle();
    expect(engine.last.calls).toEqual(['play']);
    expect(state().isPlaying).toBe(true);
    expect(reports.at(-1)).toEqual({ name: 'Song', song_id: 1, event_category: 'play' });
  });

  it('does not touch the player for an item without mp3, and says the content is not available', async () => {
    const h = harness([songItem(1), songItem(9, { mp3: false })]);
    await h.playToStart({ id: 1, type: 'SONG' });
    const before = h.state();
    await h.store.request({ id: 9, type: 'SONG' });
    expect(h.notes).toEqual([{ type: 'info', message: 'This content is not available.' }]);
    expect(h.state()).toBe(before);
    expect(h.engine.sounds).toHaveLength(1);
  });

  it('refuses an item with mp3 but no source to play, with the Error notification of spec §5', async () => {
    const broken = { ...songItem(7), sources: [] };
    const h = harness([broken]);
    await h.store.request({ id: 7, type: 'SONG' });
    expect(h.notes).toEqual([{ type: 'error', title: 'Error', message: 'Song is not available at the moment' }]);
    expect(h.state().current).toBeNull();
    expect(h.engine.sounds).toEqual([]);
  });

  it('shows the server message as an Error notification when the item cannot be fetched', async () => {
    const h = harness();
    await h.store.request({ id: 404, type: 'SONG' });
    expect(h.notes).toEqual([{ type: 'error', title: 'Error', message: 'Song not found.' }]);
    expect(h.state().current).toBeNull();
  });

  it('keeps only the latest of two overlapping requests', async () => {
    const h = harness();
    const first = h.store.request({ id: 1, type: 'SONG' });
    const second = h.store.request({ id: 2, type: 'SONG' });
    await Promise.all([first, second]);
    expect(h.state().current?.id).toBe(2);
    expect(h.engine.sounds.map((s) => s.src)).toEqual(['/media/audio/2.mp3']);
  });

  describe('the play/pause button', () => {
    it('pauses while playing, reporting the seconds heard, and plays again while loaded', async () => {
      const h = harness();
      await h.playToStart({ id: 1, type: 'SONG' });
      await h.pass(42);
      h.store.togglePlay();
      await settle();
      expect(h.state().isPlaying).toBe(false);
      expect(h.reports.at(-1)).toEqual({ name: 'Song', song_id: 1, event_category: 'pause', seconds: 42 });
      expect(h.ticking()).toBe(false);

      h.store.togglePlay();
      await settle();
      expect(h.state().isPlaying).toBe(true);
      expect(h.engine.sounds).toHaveLength(1);
      expect(h.engine.last.calls).toEqual(['play', 'pause', 'play']);
    });

    it('starts loading when nothing is loaded, and does not load twice while loading', async () => {
      const storage = new MemoryStorage();
      await harness(undefined, storage).playToStart({ id: 3, type: 'SONG' });
      const h = harness(undefined, storage);
      expect(h.state()).toMatchObject({ current: { id: 3 }, isLoaded: false, isPlaying: false });
      h.store.togglePlay();
      h.store.togglePlay();
      expect(h.engine.sounds).toHaveLength(1);
      expect(h.state().isLoading).toBe(true);
      h.engine.last.finishLoading();
      await settle();
      expect(h.state().isPlaying).toBe(true);
    });
  });

  it('at the end stops, unloads and puts progress back to 0; play then loads it again', async () => {
    const h = harness();
    await h.playToStart({ id: 1, type: 'SONG' });
    await h.pass(100);
    expect(h.state().progress).toBe(500);
    await h.pass(100);
    h.engine.last.reachEnd();
    expect(h.engine.last.unloaded).toBe(true);
    expect(h.state()).toMatchObject({ isPlaying: false, isLoaded: false, isLoading: false, progress: 0, position: 0, current: { id: 1 } });
    expect(h.reports.at(-1)).toEqual({ name: 'Song', song_id: 1, event_category: 'ended', seconds: 200 });
    expect(h.ticking()).toBe(false);

    h.store.togglePlay();
    expect(h.engine.sounds).toHaveLength(2);
    h.engine.last.finishLoading();
    await settle();
    expect(h.state().isPlaying).toBe(true);
  });

  describe('the progress slider', () => {
    it('follows playback from 0 to 1000', async () => {
      const h = harness();
      await h.playToStart({ id: 1, type: 'SONG' });
      await h.pass(50);
      expect(h.state()).toMatchObject({ position: 50, duration: 200, progress: 250 });
    });

    it('stops following playback while dragged, and seeks to the released fraction', async () => {
      const h = harness();
      await h.playToStart({ id: 1, type: 'SONG' });
      await h.pass(10);
      h.store.drag(900);
      await h.pass(10);
      expect(h.state()).toMatchObject({ isDragging: true, progress: 900, position: 10 });
      h.store.release();
      expect(h.engine.last.seeks).toEqual([180]);
      expect(h.state()).toMatchObject({ isDragging: false, progress: 900, position: 180 });
      await h.pass(2);
      expect(h.state().position).toBe(182);
    });

    it('ignores the seek when nothing is loaded', async () => {
      const h = harness();
      await h.store.request({ id: 1, type: 'SONG' });
      h.store.drag(600);
      h.store.release();
      expect(h.engine.last.seeks).toEqual([]);
      expect(h.state()).toMatchObject({ isDragging: false, progress: 0 });
    });

    it('ignores the seek when the duration is unknown', async () => {
      const h = harness();
      await h.store.request({ id: 1, type: 'SONG' });
      h.engine.last.finishLoading(0);
      await settle();
      h.store.drag(600);
      h.store.release();
      expect(h.engine.last.seeks).toEqual([]);
      expect(h.state().progress).toBe(0);
    });
  });

  describe('the stream choice', () => {
    it('plays the vocals stem for VOCAL, the music stem for MUSIC, and the full mix otherwise', async () => {
      const h = harness();
      await h.store.request({ id: 4, type: 'SONG', stream: 'VOCAL' });
      await h.store.request({ id: 4, type: 'SONG', stream: 'MUSIC' });
      await h.store.request({ id: 4, type: 'SONG' });
      expect(h.engine.sounds.map((s) => s.src)).toEqual(['/media/audio/4-vocals.mp3', '/media/audio/4-music.mp3', '/media/audio/4.mp3']);
    });

    it('switches a smart song to another stem where it was, without reordering the played list', async () => {
      const h = harness();
      await h.playToStart({ id: 4, type: 'SONG' });
      await h.playToStart({ id: 1, type: 'SONG' });
      h.store.previous();
      h.engine.last.finishLoading();
      await settle();
      await h.pass(30);

      h.store.setStream('MUSIC');
      const stem = h.engine.last;
      expect(stem.src).toBe('/media/audio/4-music.mp3');
      expect(h.engine.sounds.at(-2)!.unloaded).toBe(true);
      stem.finishLoading();
      await settle();
      expect(stem.seeks).toEqual([30]);
      expect(h.state()).toMatchObject({ isPlaying: true, current: { id: 4, stream: 'MUSIC' } });
      expect(h.state().played.map((p) => [p.id, p.stream])).toEqual([[1, undefined], [4, 'MUSIC']]);

      h.store.setStream(undefined);
      expect(h.engine.last.src).toBe('/media/audio/4.mp3');
      expect(h.state().current).not.toHaveProperty('stream');
    });

    it('has no stems to switch to for other songs', async () => {
      const h = harness();
      await h.playToStart({ id: 1, type: 'SONG' });
      h.store.setStream('VOCAL');
      expect(h.engine.sounds).toHaveLength(1);
      expect(h.state().current?.stream).toBeUndefined();
    });
  });

  describe('next and previous', () => {
    it('walk the played list around the current item, and stop at its ends', async () => {
      const h = harness();
      for (const id of [1, 2, 3]) await h.playToStart({ id, type: 'SONG' });
      const order = h.state().played.map((p) => p.id);
      expect(order).toEqual([3, 2, 1]);

      h.store.next();
      expect(h.engine.sounds).toHaveLength(3);
      h.store.previous();
      expect(h.state().current?.id).toBe(2);
      expect(h.engine.last.src).toBe('/media/audio/2.mp3');
      h.store.previous();
      expect(h.state().current?.id).toBe(1);
      const sounds = h.engine.sounds.length;
      h.store.previous();
      expect(h.engine.sounds).toHaveLength(sounds);
      h.store.next();
      expect(h.state().current?.id).toBe(2);
      expect(h.state().played.map((p) => p.id)).toEqual(order);
    });

    it('do nothing with a single item', async () => {
      const h = harness();
      await h.playToStart({ id: 1, type: 'SONG' });
      h.store.next();
      h.store.previous();
      expect(h.engine.sounds).toHaveLength(1);
      expect(h.state().isPlaying).toBe(true);
    });

    it('report the seconds heard of the item left behind, under its own id', async () => {
      const h = harness();
      await h.playToStart({ id: 1, type: 'EPISODE' });
      await h.playToStart({ id: 2, type: 'SONG' });
      await h.pass(12);
      h.store.previous();
      expect(h.reports.slice(-2)).toEqual([
        { name: 'Song', song_id: 2, event_category: 'pause', seconds: 12 },
        { name: 'Episode', episode_id: 1, event_category: 'load' },
      ]);
    });
  });

  it('keeps playing what is asked for again, moving it to the top', async () => {
    const h = harness();
    await h.playToStart({ id: 1, type: 'SONG' });
    await h.playToStart({ id: 2, type: 'SONG' });
    h.store.previous();
    h.engine.last.finishLoading();
    await settle();
    await h.store.request({ id: 1, type: 'SONG' });
    expect(h.engine.sounds).toHaveLength(3);
    expect(h.state().played.map((p) => p.id)).toEqual([1, 2]);
    expect(h.state().isPlaying).toBe(true);
  });

  it('keeps the played list in storage: at most 50, restored on the next page with its latest item shown, not loaded', async () => {
    const catalogue = Array.from({ length: 55 }, (_, i) => songItem(i + 1));
    const storage = new MemoryStorage();
    const first = harness(catalogue, storage);
    for (let id = 1; id <= 55; id++) await first.store.request({ id, type: 'SONG' });
    expect(first.state().played).toHaveLength(50);

    const next = harness(catalogue, storage);
    expect(next.state().played.map((p) => p.id)).toEqual(first.state().played.map((p) => p.id));
    expect(next.state()).toMatchObject({ current: { id: 55 }, isLoaded: false, isLoading: false, isPlaying: false });
    expect(next.engine.sounds).toEqual([]);
  });

  it('clears the played list, in storage too, without stopping what plays', async () => {
    const h = harness();
    await h.playToStart({ id: 1, type: 'SONG' });
    h.store.clearPlayed();
    expect(h.state().played).toEqual([]);
    expect(JSON.parse(h.storage.getItem('played_songs')!)).toEqual([]);
    expect(h.state()).toMatchObject({ current: { id: 1 }, isPlaying: true });
  });

  describe('the panels', () => {
    it('toggle the lyrics only for an item with verse, closing them for the next item without', async () => {
      const h = harness([songItem(1, { synced: true }), songItem(2, { verse: false })]);
      await h.playToStart({ id: 1, type: 'SONG' });
      h.store.toggleLyrics();
      expect(h.state().lyricsOpen).toBe(true);
      await h.playToStart({ id: 2, type: 'SONG' });
      expect(h.state().lyricsOpen).toBe(false);
      h.store.toggleLyrics();
      expect(h.state().lyricsOpen).toBe(false);
    });

    it('toggle recently played open and closed, one panel at a time', async () => {
      const h = harness([songItem(1)]);
      await h.playToStart({ id: 1, type: 'SONG' });
      h.store.toggleLyrics();
      h.store.toggleRecent();
      expect(h.state()).toMatchObject({ recentOpen: true, lyricsOpen: false });
      h.store.toggleRecent();
      expect(h.state().recentOpen).toBe(false);
    });
  });

  describe('audio errors', () => {
    it('logs a load error and clears the loading indicator', async () => {
      const h = harness();
      await h.store.request({ id: 1, type: 'SONG' });
      h.engine.last.events.onLoadError('Failed loading audio file with status: 404.');
      expect(h.errors).toEqual(['Audio failed to load']);
      expect(h.state()).toMatchObject({ isLoading: false, isLoaded: false, isPlaying: false, current: { id: 1 } });
      h.store.togglePlay();
      expect(h.engine.sounds).toHaveLength(2);
    });

    it('logs a play error (autoplay refused) and clears the loading indicator; the button then plays', async () => {
      const h = harness();
      await h.store.request({ id: 1, type: 'SONG' });
      h.engine.last.refusePlay = true;
      h.engine.last.finishLoading();
      await settle();
      expect(h.errors).toEqual(['Audio failed to play']);
      expect(h.state()).toMatchObject({ isLoading: false, isLoaded: true, isPlaying: false });

      h.engine.last.refusePlay = false;
      h.store.togglePlay();
      await settle();
      expect(h.state().isPlaying).toBe(true);
      expect(h.engine.sounds).toHaveLength(1);
    });
  });

  it('ignores what an unloaded sound says afterwards', async () => {
    const h = harness();
    await h.store.request({ id: 1, type: 'SONG' });
    const old = h.engine.last;
    await h.store.request({ id: 2, type: 'SONG' });
    old.finishLoading();
    await settle();
    expect(old.calls).toEqual([]);
    expect(h.state()).toMatchObject({ current: { id: 2 }, isLoading: true });
  });

  it('reports the seconds heard so far at a checkpoint, and counts on from there', async () => {
    const h = harness();
    await h.playToStart({ id: 1, type: 'SONG' });
    await h.pass(20);
    h.store.checkpoint();
    await h.pass(5);
    h.store.pause();
    await settle();
    expect(h.reports.filter((r) => r.event_category === 'pause').map((r) => r.seconds)).toEqual([20, 5]);
  });

  it('seeks from the media session only when loaded, within the duration', async () => {
    const h = harness();
    await h.store.request({ id: 1, type: 'SONG' });
    h.store.seekTo(50);
    expect(h.engine.last.seeks).toEqual([]);
    h.engine.last.finishLoading();
    h.store.seekTo(500);
    expect(h.engine.last.seeks).toEqual([200]);
    expect(h.state().progress).toBe(1000);
  });
});
