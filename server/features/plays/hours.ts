/** The rollups' bucket size: plays and seconds heard are summed per UTC hour. */
export const HOUR_MS = 60 * 60 * 1000;

export const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
export const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);

/** A stretch of time, `to` excluded; an open `to` runs up to whatever has been recorded. */
export interface Span {
  from: Date;
  to?: Date;
}

/**
 * A chart's window cut into what hourly buckets can answer (the whole hours inside it) and the
 * part-hours at its ends, which only raw events can answer exactly: at most an hour at either end,
 * so a window that does not start on the hour (the last 7 days, the last 30 days) still gives the
 * same figures as counting every event, reading at most two hours of raw events.
 */
export function splitAtHours(window: Span): { hours: Span; edges: Required<Span>[] } {
  const firstHour = ceilHour(window.from);
  if (!window.to) {
    return { hours: { from: firstHour }, edges: window.from < firstHour ? [{ from: window.from, to: firstHour }] : [] };
  }
  const endHour = floorHour(window.to);
  // Inside a single hour: no whole hour to read from the buckets, an empty span of them.
  if (endHour < firstHour) return { hours: { from: firstHour, to: firstHour }, edges: window.from < window.to ? [{ from: window.from, to: window.to }] : [] };
  const edges = [
    { from: window.from, to: firstHour },
    { from: endHour, to: window.to },
  ].filter((edge) => edge.from < edge.to);
  return { hours: { from: firstHour, to: endHour }, edges };
}
