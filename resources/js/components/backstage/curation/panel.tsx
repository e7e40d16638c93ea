import type { ReactNode } from 'react';

/** A dashboard panel (spec §2 "Backstage panels"): a titled card with a line saying what it is for. */
export function Panel({ id, title, description, children, className = '' }: { id: string; title: string; description: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm ${className}`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-stone-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const primaryButton = 'rounded-xl bg-teal-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-teal-800 disabled:opacity-50';
export const secondaryButton = 'rounded-xl border border-stone-300 px-4 py-2.5 font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-50';
