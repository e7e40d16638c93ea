import { describe, expect, it } from 'vitest';
import { findQuote, normaliseLine, similarity } from '../../server/features/explanations/text-match';
import { detectLanguage } from '../../server/features/explanations/detect-language';

// Line explanations: how an explanation finds its lines in new lyrics, and how its language is judged.

describe('finding a quote in new lyrics', () => {
  const lines = ['Hooyo macaan', 'Roobka da’ay', 'Hooyo macaan', 'Geela hoyday'];

  it('takes the exact occurrence nearest the old place', () => {
    expect(findQuote('Hooyo macaan', lines, 0)).toEqual({ kind: 'exact', from: 0, to: 0 });
    expect(findQuote('Hooyo macaan', lines, 3)).toEqual({ kind: 'exact', from: 2, to: 2 });
    expect(findQuote('Roobka da’ay\nHooyo macaan', lines, 0)).toEqual({ kind: 'exact', from: 1, to: 2 });
  });

  it('folds case, punctuation and diacritics, and takes a window at least 0.8 alike', () => {
    expect(normaliseLine('  Hóoyo, MACAAN! ')).toBe('hooyo macaan');
    expect(findQuote('Geela ayaa hoyday', lines, 3)).toEqual({ kind: 'lost' });
    expect(findQuote('geela hoyday!!', lines, 0)).toEqual({ kind: 'fuzzy', from: 3, to: 3 });
    expect(similarity('abcdefghij', 'abcdefghxx')).toBeCloseTo(0.8);
    // Two letters swapped (a typo corrected in new lyrics) are one edit, as search's typo correction counts them.
    expect(similarity('abcdefghij', 'abcdefghji')).toBeCloseTo(0.9);
    // Below the bar it is simply not alike: 0, however far.
    expect(similarity('abcdefghij', 'abcdefgxyz')).toBe(0);
    expect(similarity('', '')).toBe(1);
  });

  it('is lost when nothing is alike, or the lyrics are shorter than the quote', () => {
    expect(findQuote('Something else entirely', lines, 0)).toEqual({ kind: 'lost' });
    expect(findQuote('a\nb\nc\nd\ne', lines, 0)).toEqual({ kind: 'lost' });
    expect(findQuote('Hooyo macaan', [], 0)).toEqual({ kind: 'lost' });
  });
});

describe('the language of an explanation', () => {
  it('is Arabic for Arabic script, else English or Somali by their little words, Somali on a tie', () => {
    expect(detectLanguage('هذا البيت عن الوطن')).toBe('arabic');
    expect(detectLanguage('This line is about the homeland and the rain')).toBe('english');
    expect(detectLanguage('Tuducan waxa uu ka hadlayaa dalka iyo roobka')).toBe('somali');
    expect(detectLanguage('https://example.org')).toBe('somali');
  });
});
