import { Link } from '../../components/link';
import type { ArtistListItem, PageMeta, Paginated, SongSummary } from '../../types/props';
import { Seo } from '../../components/seo';
import { shareCard } from '../../lib/share-links';
import { Cover } from '../../components/cover';
import { SongGrid } from '../../components/song-grid';
import { Pager } from '../../components/pager';
import { ChevronLeftIcon } from '../../components/icons';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';
import { usePage } from '@inertiajs/react';
import { collectionPage, listOffset } from '../../lib/structured-data-site';

interface ArtistSongsProps extends PageMeta {
  artist: ArtistListItem;
  songs: Paginated<SongSummary>;
}

/**
 * `/artist/{id}/songs` (our addition): every song of an artist, most played first, 48 a page. The
 * artist page shows the first few and links here, so an artist with a thousand songs stays light.
 */
export default function ArtistSongs({ title, description, artist, songs }: ArtistSongsProps) {
  const { app } = usePage().props;
  const t = useT();
  return (
    <>
      <Seo title={title} description={description} canonical={withPage(`/artist/${artist.id}/songs`, songs.current_page)} card={shareCard('artist', artist.id, artist.name)} jsonLd={collectionPage(title, description, withPage(`/artist/${artist.id}/songs`, songs.current_page), songs.data.map((song) => ({ name: song.name, path: `/song/${song.id}` })), app.url, listOffset(songs))} />
      <header className="border-b border-sand-200 bg-sand-100/60">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-8 sm:gap-6 sm:px-6 sm:py-10 lg:px-8">
          <Link href={`/artist/${artist.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden rounded-full">
            <Cover src={artist.image} seed={artist.name} width={96} height={96} className="aspect-square w-16 sm:w-24" />
          </Link>
          <div className="min-w-0">
            <Link href={`/artist/${artist.id}`} className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline">
              <ChevronLeftIcon className="size-4" />
              <span className="break-words">{artist.name}</span>
            </Link>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('artistSongs.heading')}</h1>
            <p className="mt-1 text-sm text-stone-500">{t('list.songCount', { count: artist.songs_count })}</p>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        {songs.data.length > 0 ? <SongGrid songs={songs.data} /> : <p className="text-stone-600">{t('list.noSongs')}</p>}
        <Pager page={songs} label={t('artistSongs.pages', { artist: artist.name })} />
      </div>
    </>
  );
}
