// UTC everywhere, so server-rendered and hydrated text agree whatever the visitor's time zone.
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const valid = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "March 2025" (the "Member since" line of the side menu). */
export function formatMonthYear(value: string | null | undefined): string | null {
  const date = valid(value);
  return date ? monthYear.format(date) : null;
}

/** "14 Mar 2025". */
export function formatShortDate(value: string | null | undefined): string | null {
  const date = valid(value);
  return date ? shortDate.format(date) : null;
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
export function calendarBadge(value: string | null | undefined): { day: string; month: string } | null {
  const date = valid(value);
  return date ? { day: dayOfMonth.format(date), month: monthShort.format(date) } : null;
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
