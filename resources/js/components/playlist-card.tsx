import { Link } from './link';
import type { PlaylistSummary } from '../types/props';
import { Cover } from './cover';
import { ZOOM_ON_HOVER } from './card-parts';
import { ListIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** A playlist tile: the whole card is one link, the song count under the name. */
export function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  const t = useT();
  return (
    <Link href={`/playlist/${playlist.id}`} title={playlist.name} className="group block rounded-2xl">
      <span className="block overflow-hidden rounded-2xl shadow-sm ring-1 ring-black/5">
        <Cover src={playlist.cover} seed={playlist.name} icon={ListIcon} width={320} height={320} className={`aspect-square ${ZOOM_ON_HOVER}`} />
      </span>
      <span className="mt-3 line-clamp-2 leading-snug font-semibold wrap-anywhere text-stone-900 group-hover:text-teal-700">{playlist.name}</span>
      <span className="block text-sm text-stone-600">
        {t('list.songCount', { count: playlist.songs_count })}
      </span>
    </Link>
  );
}
