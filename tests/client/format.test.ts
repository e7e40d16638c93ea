import { describe, expect, it } from 'vitest';
import { calendarBadge, compactNumber, formatMonthYear, formatShortDate, formatWhen } from '@common/format';
import { translatorFor } from '../../server/i18n/catalogues';

describe('dates as the pages print them (UTC, whatever the time zone)', () => {
  const somali = translatorFor('so').t;
  const english = translatorFor('en').t;

  it('prints English dates without a translator (backstage)', () => {
    expect(formatShortDate('2025-03-14T23:30:00Z')).toBe('14 Mar 2025');
    expect(formatMonthYear('2025-03-01T00:00:00Z')).toBe('March 2025');
    expect(calendarBadge('2025-03-05T10:00:00Z')).toEqual({ day: '5', month: 'Mar' });
  });

  it("takes month names from the page's language", () => {
    expect(calendarBadge('2025-12-31T22:00:00Z', english)).toEqual({ day: '31', month: 'Dec' });
    const badge = calendarBadge('2025-03-05T10:00:00Z', somali)!;
    expect(badge.day).toBe('5');
    expect(badge.month).toBe(somali('month.short.3'));
    expect(formatShortDate('2025-03-14T23:30:00Z', somali)).toContain(somali('month.short.3'));
  });

  it('prints nothing for a missing or unreadable date', () => {
    expect(formatShortDate(null)).toBeNull();
    expect(formatMonthYear('not a date')).toBeNull();
    expect(calendarBadge('')).toBeNull();
  });
});

describe('compact figures ("1.2M minutes")', () => {
  const samples = [0, 1, 7, 309, 999, 999.94, 999.95, 1000, 1049, 1050, 1234, 9_950, 15_500, 99_999, 999_949, 999_950, 999_999, 1_000_000, 1_234_567, 1_250_000, 25_000_000, 999_950_000, 1.5e9, 2.25e12, 9.99e14, 1.5e15, -1234, -0.04];
  // Spread across the magnitudes, with values next to every rounding edge.
  for (let exponent = 0; exponent < 14; exponent++) for (const mantissa of [1.04, 1.05, 1.15, 2.45, 4.95, 9.949, 9.95, 9.99]) samples.push(Math.round(mantissa * 10 ** exponent));

  it.each(['so', 'en'])("prints what Intl's compact notation prints in %s", (locale) => {
    const intl = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const differences = samples.filter((value) => compactNumber(value) !== intl.format(value)).map((value) => `${value}: ${compactNumber(value)} / ${intl.format(value)}`);
    expect(differences).toEqual([]);
  });

  it('reads as a listener expects', () => {
    expect([309, 1_234_567, 999_999, 15_500].map(compactNumber)).toEqual(['309', '1.2M', '1M', '15.5K']);
  });
});

describe('formatWhen (backstage dates, one formatter for every screen)', () => {
  it('writes a date in the page’s language (month names from the catalogue: Chromium has no Somali Intl data), in UTC, with its time when asked', () => {
    expect(formatWhen('2026-03-14T23:30:00Z', translatorFor('en').t)).toBe('14 Mar 2026');
    expect(formatWhen('2026-03-14T23:30:00Z', translatorFor('en').t, true)).toBe('14 Mar 2026, 23:30');
    expect(formatWhen('2026-08-04T09:05:00Z', translatorFor('so').t, true)).toBe('4 Ogo 2026, 09:05');
    expect(formatWhen(new Date('2026-08-04T09:05:00Z'), translatorFor('so').t)).toBe('4 Ogo 2026');
  });

  it('answers nothing for no date or a broken one', () => {
    expect(formatWhen(null, translatorFor('so').t)).toBe('');
    expect(formatWhen('not a date', translatorFor('en').t)).toBe('');
  });
});
