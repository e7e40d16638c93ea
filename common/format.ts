import type { Translate } from './i18n/translator';
import type { MessageId } from './i18n/catalogue/en';

// UTC everywhere, so server-rendered and hydrated text agree whatever the visitor's time zone.
// With a translator, month names come from the catalogue, not Intl: browsers ship no Somali dates,
// so Intl would name the months differently on the server (Node's full ICU) and in the browser.
//
// The English formatters are made when first used (backstage), not as the module loads: the first
// Intl.DateTimeFormat of a page loads the browser's locale data, about 15 ms of a mid-range phone's main
// thread (60 ms on Lighthouse's slowed CPU), in the one long task that evaluates the app's modules.
const englishFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => (format ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })).format(date);
};
const monthYear = englishFormat({ month: 'long', year: 'numeric' });
const shortDate = englishFormat({ day: 'numeric', month: 'short', year: 'numeric' });

const valid = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const monthName = (t: Translate, date: Date, form: 'long' | 'short') => t(`month.${form}.${date.getUTCMonth() + 1}` as MessageId);

/** "March 2025" (the "Member since" line of the side menu). */
export function formatMonthYear(value: string | null | undefined, t?: Translate): string | null {
  const date = valid(value);
  if (!date) return null;
  return t ? t('date.monthYear', { month: monthName(t, date, 'long'), year: date.getUTCFullYear() }) : monthYear(date);
}

/** "14 Mar 2025"; without a translator, in English. */
export function formatShortDate(value: string | null | undefined, t?: Translate): string | null {
  const date = valid(value);
  if (!date) return null;
  return t ? t('date.short', { day: date.getUTCDate(), month: monthName(t, date, 'short'), year: date.getUTCFullYear() }) : shortDate(date);
}

/**
 * A date, with its time (24-hour) when `withTime`, in UTC, as backstage shows it: "14 Mar 2026, 09:05",
 * month names from the catalogue as the public site's (Chromium carries no Somali date data, so Intl
 * would print "2027 M02 25" in the browser and another text in the server's render). '' for none.
 */
export function formatWhen(value: string | Date | null | undefined, t: Translate, withTime = false): string {
  const date = value instanceof Date ? value : valid(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = t('date.short', { day: date.getUTCDate(), month: monthName(t, date, 'short'), year: date.getUTCFullYear() });
  if (!withTime) return day;
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${day}, ${time}`;
}

/** Up to two initials for an avatar without a picture: "Hodan Abdi" -> "HA". */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

const monthShort = englishFormat({ month: 'short' });

/** The two lines of a calendar badge: { day: '14', month: 'Mar' }. */
export function calendarBadge(value: string | null | undefined, t?: Translate): { day: string; month: string } | null {
  const date = valid(value);
  if (!date) return null;
  return { day: String(date.getUTCDate()), month: t ? monthName(t, date, 'short') : monthShort(date) };
}

/** "1 song", "12 songs". */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 225 -> "3:45"; 3725 -> "1:02:05". */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * 1234567 -> "1.2M": what `Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })`
 * prints for both of our languages (CLDR gives Somali and English the same short forms; a test holds
 * the two side by side), made without Intl: the first Intl object a page makes loads the browser's
 * locale data, about 20 ms of a mid-range phone's main thread in one piece, and the home page's
 * streamed-minutes line would be the only thing on it to make one.
 */
export function compactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  let unit = size < 1000 ? 0 : Math.min(Math.floor(Math.log10(size) / 3), COMPACT_UNITS.length - 1);
  let scaled = oneDecimal(size / 1000 ** unit);
  // Rounding can reach the next unit: 999,960 is "1M", not "1000K".
  if (scaled >= 1000 && unit < COMPACT_UNITS.length - 1) scaled = oneDecimal(size / 1000 ** ++unit);
  return `${value < 0 ? '-' : ''}${scaled}${COMPACT_UNITS[unit]}`;
}
