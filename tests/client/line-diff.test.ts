import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../resources/js/lib/line-diff';

describe('the line diff of the lyrics review', () => {
  it('keeps common lines and shows what a submission drops and brings, in order', () => {
    expect(lineDiff('Hooyo macaan\nAdaa i koriyay\nNaxariis', 'Hooyo macaan\nAdaa i koriyey\nNaxariis\nMahadsanid')).toEqual([
      { kind: 'same', text: 'Hooyo macaan' },
      { kind: 'removed', text: 'Adaa i koriyay' },
      { kind: 'added', text: 'Adaa i koriyey' },
      { kind: 'same', text: 'Naxariis' },
      { kind: 'added', text: 'Mahadsanid' },
    ]);
  });

  it('shows everything as added when there are no lyrics yet, and ignores line endings and trailing spaces', () => {
    expect(lineDiff('', 'a\r\nb')).toEqual([
      { kind: 'added', text: 'a' },
      { kind: 'added', text: 'b' },
    ]);
    expect(lineDiff('a  \nb', 'a\r\nb').every((line) => line.kind === 'same')).toBe(true);
  });
});
