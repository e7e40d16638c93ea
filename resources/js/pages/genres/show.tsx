import type { Genre, PageMeta, Paginated, SongSummary } from '../../types/props';
import { Seo } from '../../components/seo';
import { shareCard } from '../../lib/share-links';
import { SongGrid } from '../../components/song-grid';
import { Pager } from '../../components/pager';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';
import { usePage } from '@inertiajs/react';
import { collectionPage, listOffset } from '../../lib/structured-data-site';

interface GenrePageProps extends PageMeta {
  genre: Genre;
  songs: Paginated<SongSummary>;
}

/** The genre page (spec §2, `/genre?id=`): its colour as the accent, its songs most played first. */
export default function GenrePage({ title, description, genre, songs }: GenrePageProps) {
  const { app } = usePage().props;
  const t = useT();
  const accent = genre.color ?? '#0f766e';
  return (
    <>
      <Seo title={title} description={description} canonical={withPage(`/genre?id=${genre.id}`, songs.current_page)} card={shareCard('genre', genre.id, genre.name)} jsonLd={collectionPage(title, description, withPage(`/genre?id=${genre.id}`, songs.current_page), songs.data.map((song) => ({ name: song.name, path: `/song/${song.id}` })), app.url, listOffset(songs))} />
      <header
        className="border-b border-sand-200"
        style={{ backgroundImage: `linear-gradient(135deg, color-mix(in srgb, ${accent} 22%, transparent), transparent 70%)` }}
      >
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-stone-600 uppercase">
            <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: accent }} />
            {t('genre.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl" style={{ color: `color-mix(in srgb, ${accent} 75%, #1c1917)` }}>
            {genre.name}
          </h1>
          {genre.description && <p className="mt-3 max-w-2xl text-lg text-stone-700">{genre.description}</p>}
          <p className="mt-2 text-sm text-stone-500">
            {t('list.songCount', { count: genre.songs_count })}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        {songs.data.length > 0 ? <SongGrid songs={songs.data} /> : <p className="text-stone-600">{t('list.noSongs')}</p>}
        <Pager page={songs} label={t('genre.pages', { genre: genre.name })} />
      </div>
    </>
  );
}
