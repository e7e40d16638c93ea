import { useSyncExternalStore } from 'react';
import { inputClass } from './form-parts';

/** True in the browser once hydrated; false while rendering on the server (whose time zone is not the reader's). */
const useInBrowser = () => useSyncExternalStore(() => () => undefined, () => true, () => false);

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO moment as a datetime-local value in this browser's zone. */
const toLocal = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * A date and time in the zone of the person editing (their browser's), stored as an ISO moment: an
 * event in Minneapolis entered from Minneapolis reads as it will on the poster. The zone is named
 * under the input. The server renders it empty (it does not know the reader's zone); it fills in
 * once the page runs.
 */
export function LocalDateTime({ id, value, onChange, invalid, describedBy }: { id: string; value: string; onChange: (iso: string) => void; invalid?: boolean; describedBy?: string }) {
  const inBrowser = useInBrowser();
  const zone = inBrowser ? Intl.DateTimeFormat().resolvedOptions().timeZone : '';
  return (
    <>
      <input
        id={id}
        type="datetime-local"
        value={inBrowser && value ? toLocal(value) : ''}
        onChange={(event) => onChange(event.target.value ? new Date(event.target.value).toISOString() : '')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {zone && <p className="mt-1 text-xs text-stone-500">Your time zone: {zone}</p>}
    </>
  );
}
