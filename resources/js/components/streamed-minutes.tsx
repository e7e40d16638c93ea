import { useEffect, useState } from 'react';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The marketing line of spec §1 ("minutes streamed monthly"), with our own figure: minutes heard in
 * the last 30 days, from `/api/stats`. Fetched after the page shows, so the home page never waits
 * for it; the line keeps its height meanwhile, and stays empty if the figure cannot be had.
 */
export function StreamedMinutes({ className = '' }: { className?: string }) {
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
    <p lang="en" aria-live="polite" className={`min-h-6 ${className}`}>
      {minutes !== null && (
        <>
          <strong className="font-semibold text-white">{compact.format(minutes)}+</strong> minutes streamed in the last 30 days
        </>
      )}
    </p>
  );
}
