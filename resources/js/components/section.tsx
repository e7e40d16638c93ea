import { Suspense, useId, type ReactNode } from 'react';

export interface SectionProps {
  /** The heading, in the page's language. */
  title: string;
  /** A short name of the band, printed small above it. */
  eyebrow?: string;
  children: ReactNode;
  className?: string;
  /** On the dark hero band. */
  dark?: boolean;
  /** Keeps the right of the heading free for a carousel's previous/next buttons. */
  withCarousel?: boolean;
  /** Well below the first screen: laid out and painted only once it comes near (`.render-when-near`). */
  renderWhenNear?: boolean;
}

/**
 * A band of a page: a labelled region with its heading and a small line above it.
 *
 * Its contents are a Suspense boundary of their own. Nothing in them suspends; the boundary is for the
 * first load, where React hydrates each server-rendered boundary as a unit of its own, after the page
 * around it, and commits it on its own: a page of many bands is taken over in several short tasks
 * instead of one long commit that holds a slow phone's main thread (a tap meanwhile goes first: React
 * hydrates the band it falls in before the others).
 */
export function Section({ title, eyebrow, children, className = '', dark = false, withCarousel = false, renderWhenNear = false }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8${renderWhenNear ? ' render-when-near' : ''} ${className}`}>
      <h2 id={headingId} className={`mb-4 flex min-h-12 flex-col justify-end sm:mb-5 ${withCarousel ? 'pr-24' : ''}`}>
        {eyebrow && (
          <span className={`text-xs font-semibold tracking-[0.14em] uppercase ${dark ? 'text-teal-300' : 'text-teal-700'}`}>
            {eyebrow}
          </span>
        )}
        <span className={`text-xl font-bold tracking-tight sm:text-2xl ${dark ? 'text-white' : 'text-stone-900'}`}>{title}</span>
      </h2>
      <Suspense>{children}</Suspense>
    </section>
  );
}
