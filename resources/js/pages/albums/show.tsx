import { Deferred, Link, usePage } from '@inertiajs/react';
import type { Album, PageMeta, SongSummary } from '../../types/props';
import { artistContentType } from '../../lib/content-types';
import { countOf, formatShortDate } from '../../lib/format';
import { musicAlbum } from '../../lib/structured-data';
import { ShareButton } from '../../components/share-button';
import { shareCardPath } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { DetailHero } from '../../components/detail-hero';
import { Section } from '../../components/section';
import { SongGrid } from '../../components/song-grid';

interface AlbumPageProps extends PageMeta {
  album: Album;
  /** Deferred: absent on the first response, fetched by the client right after. */
  songs?: SongSummary[];
}

/** Spec §2 `/album/{id}`: the album at once, its songs when they arrive ('...' until then). */
export default function AlbumPage({ title, description, album, songs }: AlbumPageProps) {
  const { app } = usePage().props;
  const role = artistContentType(album.content_type);
  const released = formatShortDate(album.released_at);
  return (
    <>
      <Seo title={title} description={description} canonical={`/album/${album.id}`} image={album.cover} shareImage={shareCardPath('album', album.id)} type="music.album" jsonLd={musicAlbum(album, app.url)} />
      <DetailHero image={album.cover} name={album.name} eyebrow={role ? `Album · ${role}` : 'Album'} title={album.name} actions={<ShareButton path={`/album/${album.id}`} title={`${album.name} · ${album.artist.name}`} image={shareCardPath('album', album.id)} />}>
        <p className="text-lg">
          <Link href={`/artist/${album.artist.id}`} className="font-semibold text-stone-800 hover:text-teal-700 hover:underline">
            {album.artist.name}
          </Link>
        </p>
        <p className="text-sm text-stone-500">
          {countOf(album.songs_count, 'song')}
          {released && (
            <>
              {' · Released '}
              <time dateTime={album.released_at ?? undefined}>{released}</time>
            </>
          )}
        </p>
      </DetailHero>
      <Section eyebrow="Songs" title="Heesaha" className="mt-10">
        <Deferred
          data="songs"
          fallback={
            <p aria-busy="true" className="text-2xl font-bold tracking-widest text-stone-400">
              ...
            </p>
          }
        >
          <SongGrid songs={songs ?? []} />
        </Deferred>
      </Section>
    </>
  );
}
