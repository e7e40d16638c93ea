import type { Translate } from '../i18n/translator';
import type { MessageId } from '../i18n/catalogue/en';

// UTC everywhere, so server-rendered and hydrated text agree whatever the visitor's time zone.
// With a translator, month names come from the catalogue, not Intl: browsers ship no Somali dates,
// so Intl would name the months differently on the server (Node's full ICU) and in the browser.
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

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
  return t ? t('date.monthYear', { month: monthName(t, date, 'long'), year: date.getUTCFullYear() }) : monthYear.format(date);
}

/** "14 Mar 2025" (backstage, which stays English, passes no translator). */
export function formatShortDate(value: string | null | undefined, t?: Translate): string | null {
  const date = valid(value);
  if (!date) return null;
  return t ? t('date.short', { day: date.getUTCDate(), month: monthName(t, date, 'short'), year: date.getUTCFullYear() }) : shortDate.format(date);
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

const dayOfMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** The two lines of a calendar badge: { day: '14', month: 'Mar' }. */
export function calendarBadge(value: string | null | undefined, t?: Translate): { day: string; month: string } | null {
  const date = valid(value);
  if (!date) return null;
  return { day: dayOfMonth.format(date), month: t ? monthName(t, date, 'short') : monthShort.format(date) };
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
