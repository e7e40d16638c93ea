import { describe, expect, it } from 'vitest';
import { playedHistory, relativeLabel, withPlayed, PLAYED_LIMIT } from '../../resources/js/player/recently-played';
import { itemKey } from '../../resources/js/player/player-types';
import { episodeItem, MemoryStorage, songItem } from './helpers/player-fixtures';
import { translatorFor } from '../../server/i18n/catalogues';

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the played-time label (spec §9)', () => {
  it.each([
    [0, 'Now'],
    [59 * SECOND, 'Now'],
    [60 * SECOND, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [45 * DAY, '45d ago'],
    [-5 * MINUTE, 'Now'],
  ])('reads %d ms ago as "%s"', (age, label) => {
    expect(relativeLabel(NOW - age, NOW, translatorFor('en').t)).toBe(label);
  });
});

describe('the played list', () => {
  it('puts what is played on top, once, and keeps at most 50', () => {
    let list = withPlayed([], songItem(1), NOW);
    list = withPlayed(list, episodeItem(1), NOW + 1);
    list = withPlayed(list, songItem(1), NOW + 2);
    expect(list.map((entry) => [itemKey(entry), entry.playedAt])).toEqual([
      ['SONG:1', NOW + 2],
      ['EPISODE:1', NOW + 1],
    ]);
    for (let id = 2; id <= 60; id++) list = withPlayed(list, songItem(id), NOW + id);
    expect(list).toHaveLength(PLAYED_LIMIT);
    expect(list[0]!.id).toBe(60);
  });

  it('comes back from storage as it was saved', () => {
    const storage = new MemoryStorage();
    const list = withPlayed(withPlayed([], songItem(1, { smart: true }), NOW), episodeItem(3), NOW + 5);
    playedHistory(storage).save(list);
    expect(playedHistory(storage).load()).toEqual(list);
  });

  it('drops entries it does not recognise, and reads garbage as an empty list', () => {
    const storage = new MemoryStorage();
    const good = withPlayed([], songItem(1), NOW);
    storage.setItem('played_songs', JSON.stringify([{ id: 'x' }, null, 7, ...good, { ...good[0], content_type: 'ALBUM' }]));
    expect(playedHistory(storage).load()).toEqual(good);
    storage.setItem('played_songs', '{not json');
    expect(playedHistory(storage).load()).toEqual([]);
    storage.setItem('played_songs', '{"id": 1}');
    expect(playedHistory(storage).load()).toEqual([]);
  });

  it('keeps working when storage is missing or refuses to write', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    };
    expect(() => playedHistory(full).save(withPlayed([], songItem(1), NOW))).not.toThrow();
    expect(playedHistory(null).load()).toEqual([]);
    expect(() => playedHistory(null).save([])).not.toThrow();
  });
});
