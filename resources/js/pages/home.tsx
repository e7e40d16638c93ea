import type { ArtistSummary, EpisodeSummary, EventSummary, PageMeta, Promo, SongSummary } from '../types/props';
import { Seo } from '../components/seo';
import { pageCard } from '../lib/share-links';
import { HomeHero } from '../components/home-hero';
import { PromoBanner } from '../components/promo-banner';
import { Section } from '../components/section';
import { Carousel, SLIDES_TRENDING } from '../components/carousel';
import { SongCard } from '../components/song-card';
import { EpisodeCard } from '../components/episode-card';
import { EventCard } from '../components/event-card';
import { ArtistCard } from '../components/artist-card';
import { SongRow } from '../components/song-row';
import { PlayableList, songEntries } from '../components/playable-list';
import { CardSection } from '../components/card-section';
import { useT } from '../i18n/i18n-context';
import { NewFromFollowed } from '../components/new-from-followed';
import { usePage } from '@inertiajs/react';
import { websiteGraph } from '../lib/structured-data-site';

interface HomeProps extends PageMeta {
  featured: SongSummary[];
  /** One active promo per platform (null: none active); the page shows the visitor's own, by CSS. */
  promos: Record<'android' | 'ios', Promo | null>;
  trending: SongSummary[];
  episodes: EpisodeSummary[];
  events: EventSummary[];
  artists: ArtistSummary[];
  topSongs: SongSummary[];
}

/** Spec §2 `/`: featured, promo, trending songs, latest episodes, events (when any), trending artists, top songs. */
export default function Home({ title, description, featured, promos, trending, episodes, events, artists, topSongs }: HomeProps) {
  const trendingEntries = songEntries(trending);
  const { app } = usePage().props;
  const t = useT();
  return (
    <>
      <Seo title={title} description={description} canonical="/" card={pageCard('home', title)} jsonLd={websiteGraph(app.name, description, app.url)} />
      <HomeHero title={title} featured={featured} />
      <div className="space-y-14 pt-12 sm:space-y-16">
        {(['android', 'ios'] as const).map((device) => {
          const promo = promos[device];
          // Hidden unless <html data-promo-device> names this platform (set in <head> before the body is drawn).
          return promo?.url ? (
            <div key={device} data-promo-for={device}>
              <PromoBanner promo={promo} href={promo.url} />
            </div>
          ) : null;
        })}
        <NewFromFollowed />
        {trending.length > 0 && (
          <Section withCarousel eyebrow={t('home.trending.eyebrow')} title={t('home.trending.title')}>
            <Carousel
              label={t('home.trending.label')}
              items={trending}
              itemKey={(song) => song.id}
              slideClassName={SLIDES_TRENDING}
              renderItem={(song) => (
                <PlayableList entries={trendingEntries}>
                  <SongCard song={song} />
                </PlayableList>
              )}
            />
          </Section>
        )}
        <CardSection renderWhenNear eyebrow={t('home.episodes.eyebrow')} title={t('home.episodes.title')} items={episodes} grid="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" renderItem={(episode) => <EpisodeCard episode={episode} />} />
        {events.length > 0 && (
          <Section withCarousel eyebrow={t('home.events.eyebrow')} title={t('home.events.title')}>
            <Carousel label={t('home.events.label')} items={events} itemKey={(event) => event.id} renderItem={(event) => <EventCard event={event} />} />
          </Section>
        )}
        <CardSection renderWhenNear eyebrow={t('home.artists.eyebrow')} title={t('home.artists.title')} items={artists} grid="grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-4 lg:grid-cols-6" renderItem={(artist) => <ArtistCard artist={artist} />} />
        {topSongs.length > 0 && (
          <Section renderWhenNear eyebrow={t('home.topSongs.eyebrow')} title={t('home.topSongs.title')}>
            <PlayableList entries={songEntries(topSongs)}>
              <ol className="gap-x-8 lg:columns-2">
                {topSongs.map((song, index) => (
                  <SongRow key={song.id} song={song} rank={index + 1} />
                ))}
              </ol>
            </PlayableList>
          </Section>
        )}
      </div>
    </>
  );
}
