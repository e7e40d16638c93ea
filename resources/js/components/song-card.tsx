import { Link } from './link';
import type { SongSummary } from '../types/props';
import { Cover } from './cover';
import { PlayButton } from './play-button';
import { LikeButton } from './like-button';
import { MediaCard } from './media-card';
import { CoverLink } from './card-parts';
import { useT } from '../i18n/i18n-context';

const songHref = (song: SongSummary) => `/song/${song.id}`;
const artistHref = (song: SongSummary) => `/artist/${song.artist.id}`;

/** Cover, name and artist, with play and like over the cover. */
export function SongCard({ song }: { song: SongSummary }) {
  const t = useT();
  const overlay = (
    <>
      <PlayButton id={song.id} type="SONG" label={t('play.play')} subject={song.name} variant="overlay" className="absolute right-2 bottom-2 size-10" />
      <LikeButton song={song} variant="overlay" className="absolute top-2 right-2" />
    </>
  );
  return (
    <MediaCard href={songHref(song)} name={song.name} image={song.cover} overlay={overlay}>
      {/* The artist link is 24px tall and clear of the title's, the smallest touch targets WCAG 2.2 allows side by side. */}
      <p className="mt-1 text-sm text-stone-600">
        <Link href={artistHref(song)} title={song.artist.name} className="block truncate py-0.5 hover:text-teal-700 hover:underline">
          {song.artist.name}
        </Link>
      </p>
    </MediaCard>
  );
}

/** The large hero slide: the cover fills the card and the text sits on a shade at its foot. */
export function FeaturedSongCard({ song, priority = false }: { song: SongSummary; priority?: boolean }) {
  const t = useT();
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-teal-950 shadow-lg ring-1 ring-white/10">
      <CoverLink href={songHref(song)} className="block">
        <Cover src={song.cover} seed={song.name} width={640} height={480} priority={priority} className="aspect-[4/3] w-full transition duration-500 group-hover:scale-[1.04] motion-reduce:transition-none" />
        <span className="absolute inset-0 bg-linear-to-t from-black/85 via-black/25 to-transparent" />
      </CoverLink>
      <PlayButton id={song.id} type="SONG" label={t('play.play')} subject={song.name} variant="overlay" className="absolute right-4 bottom-4 sm:right-5 sm:bottom-5" />
      <LikeButton song={song} variant="overlay" className="absolute top-3 right-3" />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 p-4 pr-18 sm:p-5 sm:pr-20">
        <h3 className="line-clamp-2 text-lg leading-tight font-bold wrap-anywhere text-white sm:text-xl">
          <Link href={songHref(song)} title={song.name} className="pointer-events-auto hover:underline">
            {song.name}
          </Link>
        </h3>
        <p className="mt-1 truncate text-sm text-sand-200">
          <Link href={artistHref(song)} title={song.artist.name} className="pointer-events-auto hover:text-white hover:underline">
            {song.artist.name}
          </Link>
        </p>
      </div>
    </article>
  );
}
