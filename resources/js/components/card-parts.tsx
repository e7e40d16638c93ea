import type { ReactNode } from 'react';
import { Link } from './link';

/** A card's picture growing a little under the pointer (still when the visitor asks for less motion); after its aspect ratio. */
export const ZOOM_ON_HOVER = 'w-full transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none';

/**
 * A card's picture as a link to where its title goes. The title's link names the place, so this one
 * is skipped by Tab and screen readers.
 */
export function CoverLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link href={href} tabIndex={-1} aria-hidden="true" className={className}>
      {children}
    </Link>
  );
}

/** A card's title: its heading, a link named in full (the text may be clamped). */
export function CardTitle({ href, name, className }: { href: string; name: string; className: string }) {
  return (
    <h3 className={className}>
      <Link href={href} title={name} className="hover:text-teal-700">
        {name}
      </Link>
    </h3>
  );
}
