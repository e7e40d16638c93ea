import { Deferred, usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import type { Album, PageMeta, SongSummary } from '../../types/props';
import { artistContentType } from '../../lib/content-types';
import { formatShortDate } from '@common/format';
import { musicAlbum } from '../../lib/structured-data';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { DetailHero } from '../../components/detail-hero';
import { Section } from '../../components/section';
import { SongCards } from '../../components/song-grid';
import { PlayableList, songEntries } from '../../components/playable-list';
import { PlayButton, PlayButtonPlaceholder } from '../../components/play-button';
import { useT } from '../../i18n/i18n-context';

interface AlbumPageProps extends PageMeta {
  album: Album;
  /** Deferred: absent on the first response, fetched by the client right after. */
  songs?: SongSummary[];
  /** The track list (names and lengths) at once, for the JSON-LD. */
  tracks: { id: number; name: string; formatted_duration: string | null }[];
}

/**
 * Spec §2 `/album/{id}`: the album at once, its songs when they arrive ('...' until then). Play plays
 * the album from its first song, the rest queued after it (its place is kept while the songs load).
 */
export default function AlbumPage({ title, description, album, songs, tracks }: AlbumPageProps) {
  const t = useT();
  const { app } = usePage().props;
  const role = artistContentType(album.content_type, t);
  const released = formatShortDate(album.released_at, t);
  const first = songs?.[0];
  const play = first ? (
    <PlayButton id={first.id} type="SONG" label={t('play.play')} subject={t('album.playFrom', { album: album.name, song: first.name })} />
  ) : songs === undefined && album.songs_count > 0 ? (
    <PlayButtonPlaceholder label={t('play.play')} />
  ) : null;
  return (
    <PlayableList entries={songEntries(songs ?? [])}>
      <Seo title={title} description={description} canonical={`/album/${album.id}`} card={shareCard('album', album.id, album.name, album.artist.name)} type="music.album" jsonLd={musicAlbum(album, tracks, app.url)} />
      <DetailHero
        image={album.cover}
        name={album.name}
        eyebrow={role ? t('album.eyebrowRole', { role }) : t('album.eyebrow')}
        title={album.name}
        actions={
          <>
            {play}
            <ShareButton path={`/album/${album.id}`} title={`${album.name} · ${album.artist.name}`} image={shareCardPath('album', album.id)} />
          </>
        }
      >
        <p className="text-lg">
          <Link href={`/artist/${album.artist.id}`} className="font-semibold text-stone-800 hover:text-teal-700 hover:underline">
            {album.artist.name}
          </Link>
        </p>
        <p className="text-sm text-stone-500">
          {t('list.songCount', { count: album.songs_count })}
          {released && (
            <>
              {' · '}
              <time dateTime={album.released_at ?? undefined}>{t('album.released', { date: released })}</time>
            </>
          )}
        </p>
      </DetailHero>
      <Section eyebrow={t('album.songs.eyebrow')} title={t('album.songs.title')} className="mt-10">
        <Deferred
          data="songs"
          fallback={
            <p aria-busy="true" className="text-2xl font-bold tracking-widest text-stone-400">
              <span aria-hidden="true">...</span>
              <span className="sr-only">{t('album.loading')}</span>
            </p>
          }
        >
          <SongCards songs={songs ?? []} />
        </Deferred>
      </Section>
    </PlayableList>
  );
}
