import type { ReactNode } from 'react';

/** The heading band of a list page (just added, playlists, news...). */
export function PageHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14 lg:px-8">
      {eyebrow && <p className="text-xs font-semibold tracking-[0.14em] text-teal-700 uppercase">{eyebrow}</p>}
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 max-w-3xl text-stone-600">{children}</div>}
    </header>
  );
}
