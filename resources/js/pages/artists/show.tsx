import { usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import type { Artist, PageMeta } from '../../types/props';
import { artistContentType } from '../../lib/content-types';
import { musicGroup } from '../../lib/structured-data';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { DetailHero } from '../../components/detail-hero';
import { Biography } from '../../components/biography';
import { Section } from '../../components/section';
import { SongGrid } from '../../components/song-grid';
import { EventCard } from '../../components/event-card';
import { AlbumCard } from '../../components/album-card';
import { CardSection } from '../../components/card-section';
import { ChevronRightIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';
import { FollowButton, FollowersCount } from '../../components/follow-button';

interface ArtistPageProps extends PageMeta {
  artist: Artist;
}

/** Spec §2 `/artist/{id}`: biography, songs, 'Appears on' (when any), events (past ones faded), albums. */
export default function ArtistPage({ title, description, artist }: ArtistPageProps) {
  const t = useT();
  const { app } = usePage().props;
  const role = artistContentType(artist.content_type, t);
  const followState = { artist_id: artist.id, following: artist.following, followers_count: artist.followers_count };
  return (
    <>
      <Seo title={title} description={description} canonical={`/artist/${artist.id}`} card={shareCard('artist', artist.id, artist.name, artist.stage_name)} type="profile" jsonLd={musicGroup(artist, description, app.url)} />
      <DetailHero
        image={artist.image}
        name={artist.name}
        shape="round"
        eyebrow={role ?? t('artist.eyebrow')}
        title={artist.name}
        actions={
          <>
            <FollowButton artist={artist} state={followState} />
            <ShareButton path={`/artist/${artist.id}`} title={artist.name} image={shareCardPath('artist', artist.id)} />
          </>
        }
      >
        {artist.stage_name && artist.stage_name !== artist.name && <p>{t('artist.aka', { name: artist.stage_name })}</p>}
        <p className="text-sm text-stone-500">
          {t('list.songCount', { count: artist.songs_count })}
        </p>
        <FollowersCount artistId={artist.id} state={followState} className="text-sm text-stone-500" />
      </DetailHero>

      <div className="space-y-14 pt-10 sm:space-y-16">
        {artist.biography && (
          <Section eyebrow={t('artist.bio.eyebrow')} title={t('artist.bio.title', { artist: artist.name })}>
            <div className="max-w-3xl">
              <Biography html={artist.biography} />
            </div>
          </Section>
        )}
        {artist.songs.length > 0 && (
          <Section eyebrow={t('artist.songs.eyebrow')} title={t('artist.songs.title')}>
            <SongGrid songs={artist.songs} />
            {artist.songs_count > artist.songs.length && (
              <Link
                href={`/artist/${artist.id}/songs`}
                className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-teal-800 shadow-sm ring-1 ring-sand-200 hover:bg-sand-50"
              >
                {t('artist.allSongs', { count: artist.songs_count })}
                <ChevronRightIcon className="size-4" />
              </Link>
            )}
          </Section>
        )}
        {artist.appears.length > 0 && (
          <Section eyebrow={t('artist.appears.eyebrow')} title={t('artist.appears.title')}>
            <SongGrid songs={artist.appears} />
          </Section>
        )}
        <CardSection
          eyebrow={t('artist.events.eyebrow')}
          title={t('artist.events.title')}
          items={artist.events}
          grid="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          itemProps={(event) => ({ 'data-upcoming': event.is_upcoming, className: event.is_upcoming ? undefined : 'opacity-55 saturate-50' })}
          renderItem={(event) => <EventCard event={event} />}
        />
        <CardSection eyebrow={t('artist.albums.eyebrow')} title={t('artist.albums.title')} items={artist.albums} grid="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" renderItem={(album) => <AlbumCard album={album} />} />
      </div>
    </>
  );
}
