import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BATCH, playReport, playReporter, type PlayReport } from '../../resources/js/player/play-reporter';
import { episodeItem, songItem } from './helpers/player-fixtures';

describe('play reports', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('name a song by song_id and an episode by episode_id, with whole seconds when given (spec §7)', () => {
    expect(playReport(songItem(4), 'play')).toEqual({ name: 'Song', song_id: 4, event_category: 'play' });
    expect(playReport(episodeItem(2), 'pause', 12.6)).toEqual({ name: 'Episode', episode_id: 2, event_category: 'pause', seconds: 13 });
  });

  it('leave lectures out: the charts count songs and episodes', () => {
    expect(playReport({ ...episodeItem(3), content_type: 'LECTURE' }, 'play')).toBeNull();
  });

  it('go out together after a quiet moment, in one request', () => {
    const batches: PlayReport[][] = [];
    const reporter = playReporter((events) => batches.push(events), 5000);
    reporter.report(playReport(songItem(1), 'load')!);
    vi.advanceTimersByTime(3000);
    reporter.report(playReport(songItem(1), 'play')!);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(batches.map((b) => b.map((e) => e.event_category))).toEqual([['load', 'play']]);
    vi.advanceTimersByTime(60_000);
    expect(batches).toHaveLength(1);
  });

  it('go out at once when a batch is full, and on flush', () => {
    const batches: PlayReport[][] = [];
    const reporter = playReporter((events) => batches.push(events));
    for (let i = 0; i < MAX_BATCH + 3; i++) reporter.report(playReport(songItem(1), 'load')!);
    expect(batches.map((b) => b.length)).toEqual([MAX_BATCH]);
    reporter.flush();
    expect(batches.map((b) => b.length)).toEqual([MAX_BATCH, 3]);
    reporter.flush();
    expect(batches).toHaveLength(2);
  });
});
