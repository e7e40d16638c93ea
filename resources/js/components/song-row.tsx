import { Link } from './link';
import type { SongSummary } from '../types/props';
import { Cover } from './cover';
import { LikeButton } from './like-button';
import { PlayButton } from './play-button';
import { useT } from '../i18n/i18n-context';

/** What a row shows: a song card, or a search result (the same fields, fewer of them). */
type RowSong = Pick<SongSummary, 'id' | 'name' | 'cover' | 'formatted_duration' | 'artist' | 'is_liked'>;

/**
 * One line of a song list: position (ranked lists), cover with its play button, name, artist and
 * length. The artist link is padded to 24px tall, the smallest touch target WCAG 2.2 allows beside the
 * name's link; the two still fit the height of the cover, so the row is as tall as before.
 */
export function SongRow({ song, rank }: { song: RowSong; rank?: number }) {
  const t = useT();
  const href = `/song/${song.id}`;
  return (
    <li className="mb-1 flex break-inside-avoid items-center gap-3 rounded-xl p-2 transition hover:bg-white hover:shadow-sm">
      {rank !== undefined && <span className="w-7 shrink-0 text-right text-lg font-bold text-teal-700 tabular-nums">{rank}</span>}
      <div className="group/cover relative shrink-0 overflow-hidden rounded-lg">
        <Cover src={song.cover} seed={song.name} width={48} height={48} className="aspect-square w-12" />
        <PlayButton id={song.id} type="SONG" label={t('play.play')} subject={song.name} variant="overlay" className="absolute inset-0 m-auto size-9 opacity-90 sm:opacity-0 sm:group-hover/cover:opacity-100 sm:focus-visible:opacity-100" />
      </div>
      <div className="min-w-0 flex-1">
        <Link href={href} className="block truncate font-semibold text-stone-900 hover:text-teal-700">
          {song.name}
        </Link>
        <Link href={`/artist/${song.artist.id}`} className="block truncate py-0.5 text-sm text-stone-600 hover:text-teal-700 hover:underline">
          {song.artist.name}
        </Link>
      </div>
      {song.formatted_duration && <span className="shrink-0 text-sm text-stone-500 tabular-nums">{song.formatted_duration}</span>}
      <LikeButton song={song} />
    </li>
  );
}
