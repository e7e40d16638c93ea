import { describe, expect, it } from 'vitest';
import { linkPieces } from '../../resources/js/lib/explanation-links';
import { explanationsByLine, pickLine } from '../../resources/js/lib/explained-lines';
import { MAX_EXPLAINED_LINES, type PublicExplanation } from '@common/explanations';

describe('links in an explanation body', () => {
  it('turns bare https URLs into links and leaves the rest as text', () => {
    expect(linkPieces('See https://so.wikipedia.org/wiki/Hees for more')).toEqual([
      { text: 'See ' },
      { text: 'https://so.wikipedia.org/wiki/Hees', href: 'https://so.wikipedia.org/wiki/Hees' },
      { text: ' for more' },
    ]);
  });

  it('leaves a sentence’s punctuation after the link out of it', () => {
    expect(linkPieces('Read https://example.org/a.')).toEqual([{ text: 'Read ' }, { text: 'https://example.org/a', href: 'https://example.org/a' }, { text: '.' }]);
    expect(linkPieces('(https://example.org/x)')).toEqual([{ text: '(' }, { text: 'https://example.org/x', href: 'https://example.org/x' }, { text: ')' }]);
  });

  it('keeps a bracket the address itself opened', () => {
    const url = 'https://en.wikipedia.org/wiki/Hees_(song)';
    expect(linkPieces(`${url}, yes`)).toEqual([{ text: url, href: url }, { text: ', yes' }]);
  });

  it('never links http, javascript: or data: addresses, nor a host without a dot', () => {
    for (const body of ['http://example.org/a', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://localhost/x', 'https://']) {
      expect(linkPieces(body)).toEqual([{ text: body }]);
    }
  });

  it('keeps markup as text: the pieces are never HTML', () => {
    const body = '<img src=x onerror=alert(1)> https://example.org/"onmouseover="x';
    const pieces = linkPieces(body);
    expect(pieces.map((piece) => piece.text).join('')).toBe(body);
    expect(pieces.find((piece) => piece.href)?.href).toBe('https://example.org/');
  });

  it('finds links in Arabic text and drops the Arabic comma after them', () => {
    expect(linkPieces('انظر https://example.org/ar، شكرا')).toEqual([{ text: 'انظر ' }, { text: 'https://example.org/ar', href: 'https://example.org/ar' }, { text: '، شكرا' }]);
  });
});

describe('choosing the lines to explain', () => {
  it('starts with one line and stretches from it on the next pick, either way, up to the limit', () => {
    const one = pickLine(null, 4, false);
    expect(one).toEqual({ from: 4, to: 4 });
    expect(pickLine(one, 6, false)).toEqual({ from: 4, to: 6 });
    expect(pickLine(one, 2, true)).toEqual({ from: 2, to: 4 });
    expect(pickLine(one, 4 + 50, false)).toEqual({ from: 4, to: 4 + MAX_EXPLAINED_LINES - 1 });
    expect(pickLine({ from: 4, to: 6 }, 9, false)).toEqual({ from: 9, to: 9 });
    expect(pickLine({ from: 4, to: 6 }, 9, true)).toEqual({ from: 4, to: 9 });
  });
});

describe('the explanations of each line', () => {
  const explanation = (id: number, from_line: number, to_line: number, votes: number): PublicExplanation => ({
    id, from_line, to_line, votes, quote: '', body: '', language: 'somali', author: { name: 'A' }, voted: false, created_at: '2026-11-28T00:00:00Z',
  });
  it('covers every line of a run, in the order given', () => {
    const byLine = explanationsByLine([explanation(2, 1, 1, 3), explanation(1, 0, 1, 0)]);
    expect(byLine.get(0)?.map((e) => e.id)).toEqual([1]);
    expect(byLine.get(1)?.map((e) => e.id)).toEqual([2, 1]);
    expect(byLine.has(2)).toBe(false);
  });
});
