import { Link } from './link';
import type { AlbumSummary } from '../types/props';
import { Cover } from './cover';

/** An album: cover, name and year. */
export function AlbumCard({ album }: { album: Pick<AlbumSummary, 'id' | 'name' | 'cover' | 'released_at'> }) {
  const href = `/album/${album.id}`;
  return (
    <article className="group">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-xl shadow-sm ring-1 ring-black/5">
        <Cover
          src={album.cover}
          seed={album.name}
          width={320}
          height={320}
          className="aspect-square w-full transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </Link>
      <h3 className="mt-3 line-clamp-2 leading-snug font-semibold wrap-anywhere text-stone-900">
        <Link href={href} title={album.name} className="hover:text-teal-700">
          {album.name}
        </Link>
      </h3>
      {album.released_at && <p className="text-sm text-stone-600">{album.released_at.slice(0, 4)}</p>}
    </article>
  );
}
