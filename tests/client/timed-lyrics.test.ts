import { describe, expect, it } from 'vitest';
import { formatLrc, formatTimestamp, parseLrc } from '@common/lrc';
import { completeLines, nextToTap, nudge, rowsFromText, stamp, unstamp } from '../../resources/js/lib/timed-lines';

describe('LRC', () => {
  it('formats a time as mm:ss.xx', () => {
    expect(formatTimestamp(0)).toBe('00:00.00');
    expect(formatTimestamp(65.2)).toBe('01:05.20');
    expect(formatTimestamp(3599.999)).toBe('60:00.00');
    expect(formatTimestamp(-3)).toBe('00:00.00');
  });

  it('reads time tags, several tags on one line, an offset, and skips ID tags and untimed lines', () => {
    const lrc = ['[ti:Hooyo]', '[ar:Cali]', '[offset:+500]', '[00:10.50]Hooyo macaan', '', 'a line without time', '[00:20.00][01:05.5]Adaa i koriyay', '[00:15]Naxariis', '[00:30.123] spaced  '].join('\r\n');
    expect(parseLrc(lrc)).toEqual([
      { time: 10, text: 'Hooyo macaan' },
      { time: 14.5, text: 'Naxariis' },
      { time: 19.5, text: 'Adaa i koriyay' },
      { time: 29.62, text: 'spaced' },
      { time: 65, text: 'Adaa i koriyay' },
    ]);
  });

  it('writes what it reads back', () => {
    const lines = [
      { time: 5.2, text: 'Hooyo macaan' },
      { time: 61.05, text: 'Adaa i koriyay' },
    ];
    const lrc = formatLrc(lines, { title: 'Hooyo', artist: 'Cali' });
    expect(lrc).toBe('[ti:Hooyo]\n[ar:Cali]\n[00:05.20]Hooyo macaan\n[01:01.05]Adaa i koriyay\n');
    expect(parseLrc(lrc)).toEqual(lines);
  });
});

describe('tapping and nudging', () => {
  const rows = rowsFromText('Hooyo macaan\r\n\r\n  Adaa i koriyay \nNaxariis\n');

  it('takes one row per sung line', () => {
    expect(rows.map((row) => row.text)).toEqual(['Hooyo macaan', 'Adaa i koriyay', 'Naxariis']);
    expect(nextToTap(rows)).toBe(0);
  });

  it('stamps a line at the position, never before the line ahead of it, and undoes a tap', () => {
    let synced = stamp(rows, 0, 4.567);
    synced = stamp(synced, 1, 2);
    expect(synced.map((row) => row.time)).toEqual([4.57, 4.57, null]);
    expect(nextToTap(synced)).toBe(2);
    expect(completeLines(synced)).toBeNull();
    synced = stamp(synced, 2, 9);
    expect(completeLines(synced)).toEqual([
      { time: 4.57, text: 'Hooyo macaan' },
      { time: 4.57, text: 'Adaa i koriyay' },
      { time: 9, text: 'Naxariis' },
    ]);
    expect(unstamp(synced, 2)[2]!.time).toBeNull();
  });

  it('nudges within the neighbours and leaves an untapped line alone', () => {
    const synced = stamp(stamp(stamp(rows, 0, 1), 1, 3), 2, 5);
    expect(nudge(synced, 1, 0.1)[1]!.time).toBe(3.1);
    expect(nudge(synced, 1, -0.5)[1]!.time).toBe(2.5);
    expect(nudge(synced, 1, 10)[1]!.time).toBe(5);
    expect(nudge(synced, 0, -5)[0]!.time).toBe(0);
    expect(nudge(rows, 0, 1)).toEqual(rows);
  });
});
