const DAY_MS = 86_400_000;

/** `days` may be fractional or negative. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** YYYY-MM-DD, for `date` columns. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
