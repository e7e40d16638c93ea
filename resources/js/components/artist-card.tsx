import { Link } from './link';
import type { ArtistSummary } from '../types/props';
import { artistContentType } from '../lib/content-types';
import { Cover } from './cover';
import { useT } from '../i18n/i18n-context';

/** A round portrait with the name and what the artist does; the whole card is one link. */
export function ArtistCard({ artist }: { artist: Pick<ArtistSummary, 'id' | 'name' | 'image'> & Partial<Pick<ArtistSummary, 'content_type'>> }) {
  const t = useT();
  const role = artistContentType(artist.content_type, t);
  return (
    <Link href={`/artist/${artist.id}`} title={artist.name} className="group flex flex-col items-center rounded-2xl p-2 text-center">
      <span className="block w-full overflow-hidden rounded-full shadow-md ring-4 ring-white transition group-hover:ring-teal-500/60">
        <Cover src={artist.image} seed={artist.name} width={200} height={200} className="aspect-square w-full transition duration-300 group-hover:scale-105 motion-reduce:transition-none" />
      </span>
      <span className="mt-3 line-clamp-2 w-full text-sm leading-snug font-semibold wrap-anywhere text-stone-900 group-hover:text-teal-700 sm:text-base">{artist.name}</span>
      {role && <span className="mt-0.5 text-xs text-stone-500">{role}</span>}
    </Link>
  );
}
