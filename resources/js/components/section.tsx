import { useId, type ReactNode } from 'react';

interface SectionProps {
  /** The heading. */
  title: string;
  /** A short name of the band, printed small above it; in the page's language like the heading. */
  eyebrow?: string;
  children: ReactNode;
  className?: string;
  /** On the dark hero band. */
  dark?: boolean;
  /** Keeps the right of the heading free for a carousel's previous/next buttons. */
  withCarousel?: boolean;
}

/** A band of a page: a labelled region with its heading (and the eyebrow above it). */
export function Section({ title, eyebrow, children, className = '', dark = false, withCarousel = false }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>
      <h2 id={headingId} className={`mb-4 flex min-h-12 flex-col justify-end sm:mb-5 ${withCarousel ? 'pr-24' : ''}`}>
        {eyebrow && (
          <span className={`text-xs font-semibold tracking-[0.14em] uppercase ${dark ? 'text-teal-300' : 'text-teal-700'}`}>
            {eyebrow}
          </span>
        )}
        <span className={`text-xl font-bold tracking-tight sm:text-2xl ${dark ? 'text-white' : 'text-stone-900'}`}>{title}</span>
      </h2>
      {children}
    </section>
  );
}
