import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { compactNumber } from '@common/format';

/**
 * The marketing line of spec §1 ("minutes streamed monthly"), with our own figure: minutes heard in
 * the last 30 days, from `/api/stats`. Fetched after the page shows, so the home page never waits
 * for it; the line keeps its height meanwhile, and stays empty if the figure cannot be had.
 */
export function StreamedMinutes({ className = '' }: { className?: string }) {
  const t = useT();
  const [minutes, setMinutes] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/stats', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { minutes_streamed_monthly?: unknown } } | null) => {
        const value = body?.data?.minutes_streamed_monthly;
        if (typeof value === 'number' && value > 0) setMinutes(value);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <p aria-live="polite" className={`min-h-6 ${className}`}>
      {minutes !== null && (
        // The figure in compact notation ("1.2M", the same in both languages). The whole line is
        // one message, so each language orders it its own way; the figure is bold by its <strong> in the
        // message's place, found by splitting on it.
        <MinutesLine text={t('home.minutesStreamed', { minutes: FIGURE })} figure={compactNumber(minutes)} />
      )}
    </p>
  );
}

/** Stands for the figure in the message, so the figure can be set in bold where the language puts it. */
const FIGURE = '\u0000';

function MinutesLine({ text, figure }: { text: string; figure: string }) {
  const [before = '', after = ''] = text.split(FIGURE);
  return (
    <>
      {before}
      <strong className="font-semibold text-white">{figure}</strong>
      {after}
    </>
  );
}
