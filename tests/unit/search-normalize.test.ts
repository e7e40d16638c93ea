import { describe, expect, it } from 'vitest';
import { foldedName, searchTokens } from '../../server/lib/search-folding';
import { editDistanceWithin } from '../../server/lib/edit-distance';
import { deletionVariants } from '../../server/features/search/typo-variants';

const same = (...spellings: string[]) => new Set(spellings.map(foldedName)).size === 1;

describe('the Somali folding used at index and query time', () => {
  it('ignores case, accents and compatibility forms', () => {
    expect(same('CUMAR', 'cumar', 'Cumár', 'Cumàr')).toBe(true);
    expect(searchTokens('ﬁle')).toEqual(['file']);
  });

  it('treats every apostrophe of the glottal stop alike, and its absence too', () => {
    expect(same("Ka'ab", 'Ka’ab', 'Kaʼab', 'Ka`ab', 'Ka‘ab', 'Kaab')).toBe(true);
    expect(same('Sa’iid', 'Said')).toBe(true);
  });

  it('folds doubled vowels and doubled consonants', () => {
    expect(same('Faadumo', 'Fadumo')).toBe(true);
    expect(same('Yuusuf', 'Yusuf')).toBe(true);
    expect(same('Hassan', 'Hasan')).toBe(true);
    expect(same('Mohammed', 'Mohamed')).toBe(true);
  });

  it('writes Somali letters the way English spellings do', () => {
    expect(same('Xasan', 'Hassan')).toBe(true); // x ~ h
    expect(same('Khadar', 'Kadar')).toBe(true); // kh ~ k
    expect(same('Dhoorre', 'Dore')).toBe(true); // dh ~ d
    expect(same('Qalbi', 'Kalbi')).toBe(true); // q ~ k
    expect(same('Cabdi', 'Abdi', "'Abdi")).toBe(true); // c ~ ' ~ nothing
    expect(same('Cali', 'Ali')).toBe(true);
    expect(same('Cabdiraxmaan', 'Abdirahman')).toBe(true);
  });

  it('keeps words apart that only look alike', () => {
    expect(same('Xasan', 'Xuseen')).toBe(false);
    expect(same('Maxamed', 'Maxamuud')).toBe(false);
  });

  it('splits on anything that is not a letter or a digit, so hostile input folds to plain words', () => {
    expect(searchTokens(`O'Brien%_\\"; drop table songs;--`)).toEqual(['obrien', 'drop', 'table', 'songs']);
    expect(searchTokens('%%% ___ \\\\')).toEqual([]);
    expect(searchTokens('YouTube-ka 2024')).toEqual(['youtube', 'ka', '2024']);
  });

  it('folds Arabic: vowel marks, alef forms, taa marbuuta, the article', () => {
    expect(same('مُحَمَّد', 'محمد')).toBe(true);
    expect(same('أحمد', 'إحمد', 'احمد')).toBe(true);
    expect(same('التجويد', 'تجويد')).toBe(true);
    expect(same('القرآن', 'قران')).toBe(true);
    expect(same('السيرة', 'سيره')).toBe(true);
    expect(searchTokens('الأخلاق والآداب')).toEqual(['اخلاق', 'اداب']);
    expect(searchTokens('١٢٣ ۴۵')).toEqual(['123', '45']);
  });
});

describe('edit distance within a budget', () => {
  it('counts substitutions, insertions, deletions and swapped neighbours as one edit each', () => {
    expect(editDistanceWithin('hilowle', 'hilowle', 2)).toBe(0);
    expect(editDistanceWithin('warsame', 'warsane', 2)).toBe(1);
    expect(editDistanceWithin('hilowle', 'hilowel', 2)).toBe(1);
    expect(editDistanceWithin('abdirahman', 'abdirhman', 2)).toBe(1);
    expect(editDistanceWithin('mahamed', 'muhamad', 2)).toBe(2);
  });

  it('stops at the budget', () => {
    expect(editDistanceWithin('mahamed', 'fadumo', 2)).toBe(3);
    expect(editDistanceWithin('ab', 'abcdef', 1)).toBe(2);
  });
});

describe('typo candidates by deletion', () => {
  const share = (a: string, b: string, deletions: number) =>
    deletionVariants(a, deletions).some((variant) => deletionVariants(b, deletions).includes(variant));

  it('meet for every kind of single typo', () => {
    expect(share('umar', 'omar', 1)).toBe(true); // a letter replaced
    expect(share('warsme', 'warsame', 1)).toBe(true); // a letter missing
    expect(share('hilowel', 'hilowle', 1)).toBe(true); // two letters swapped
  });

  it('meet for two typos in a long word, not for different words', () => {
    expect(share('mahamed', 'muhamad', 2)).toBe(true);
    expect(share('mahamed', 'fadumo', 2)).toBe(false);
  });

  it('never go shorter than three letters', () => {
    expect(deletionVariants('abdi', 2).sort()).toEqual(['abd', 'abdi', 'abi', 'adi', 'bdi']);
    expect(deletionVariants('ali', 2)).toEqual(['ali']);
  });
});
