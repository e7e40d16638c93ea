import type { ReactNode } from 'react';
import { Cover } from './cover';
import { CardTitle, CoverLink, ZOOM_ON_HOVER } from './card-parts';

interface MediaCardProps {
  href: string;
  name: string;
  image: string | null | undefined;
  /** Buttons laid over the cover (play, like). */
  overlay?: ReactNode;
  /** What goes under the name (a year, the artist). */
  children?: ReactNode;
}

/** A square cover over a name, as albums and songs are shown in grids; both link to the item's page. */
export function MediaCard({ href, name, image, overlay, children }: MediaCardProps) {
  const cover = (
    <CoverLink href={href} className="block overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5">
      <Cover src={image} seed={name} width={320} height={320} className={`aspect-square ${ZOOM_ON_HOVER}`} />
    </CoverLink>
  );
  return (
    <article className="group">
      {overlay ? (
        <div className="relative">
          {cover}
          {overlay}
        </div>
      ) : (
        cover
      )}
      <CardTitle href={href} name={name} className="mt-3 line-clamp-2 leading-snug font-semibold wrap-anywhere text-stone-900" />
      {children}
    </article>
  );
}
