import type { SongSummary } from '../types/props';
import { Carousel } from './carousel';
import { Section } from './section';
import { FeaturedSongCard } from './song-card';
import { StreamedMinutes } from './streamed-minutes';
import { useT } from '../i18n/i18n-context';

/** The dark band at the top of the home page: the page heading and the featured carousel. */
export function HomeHero({ title, featured }: { title: string; featured: SongSummary[] }) {
  const t = useT();
  return (
    <div className="on-dark relative isolate overflow-hidden bg-teal-950 pb-10 text-sand-50 sm:pb-14">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_85%_-10%,rgba(45,212,191,0.35),transparent_55%),radial-gradient(ellipse_at_0%_110%,rgba(201,168,119,0.30),transparent_50%)]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
        <p className="text-xs font-semibold tracking-[0.18em] text-sand-300 uppercase">{t('home.kicker')}</p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-sand-200/90 sm:text-lg">{t('home.lead')}</p>
        <StreamedMinutes className="mt-2 text-sm text-sand-200/90" />
      </div>
      {featured.length > 0 && (
        <Section withCarousel dark eyebrow={t('home.featured.eyebrow')} title={t('home.featured.title')}>
          <Carousel
            label={t('home.featured.label')}
            items={featured}
            itemKey={(song) => song.id}
            renderItem={(song, index) => <FeaturedSongCard song={song} priority={index === 0} />}
          />
        </Section>
      )}
    </div>
  );
}
