
/** A moment is at most this far into anything we play (a long lecture runs a few hours). */
const MAX_SECONDS = 24 * 3600;

/**
 * The `?t=` of a shared song or episode link, in seconds: `95`, `95s`, `1m35s` or `1:35`, as the
 * video platforms write it. Anything else (or 0) is no moment.
 */
export function sharedMoment(url: string): number | null {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const value = new URLSearchParams(query).get('t')?.trim().toLowerCase();
  if (!value) return null;
  let seconds: number | null = null;
  if (/^\d{1,5}s?$/.test(value)) seconds = Number.parseInt(value, 10);
  const hms = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s)?$/.exec(value);
  if (seconds === null && hms && value !== '') seconds = Number(hms[1] ?? 0) * 3600 + Number(hms[2] ?? 0) * 60 + Number(hms[3] ?? 0);
  const clock = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(value);
  if (seconds === null && clock) seconds = Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return seconds && seconds > 0 && seconds <= MAX_SECONDS ? seconds : null;
}

