import { Head, usePage } from '@inertiajs/react';
import type { PageMeta, Podcast } from '../../types/props';
import { podcastSeries } from '../../lib/structured-data';
import { Seo } from '../../components/seo';
import { shareCard } from '../../lib/share-links';
import { DetailHero } from '../../components/detail-hero';
import { Section } from '../../components/section';
import { EpisodeCard } from '../../components/episode-card';
import { CardGrid } from '../../components/card-grid';
import { PlayableList } from '../../components/playable-list';
import { MicIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';

interface PodcastPageProps extends PageMeta {
  podcast: Podcast;
}

/** Spec §2 `/podcast/{id}`: the show and its episodes, newest first. */
export default function PodcastPage({ title, description, podcast }: PodcastPageProps) {
  const t = useT();
  const { app } = usePage().props;
  return (
    <>
      <Seo title={title} description={description} canonical={`/podcast/${podcast.id}`} card={shareCard('podcast', podcast.id, podcast.title, podcast.host)} jsonLd={podcastSeries(podcast, app.url)} />
      <Head>
        <link rel="alternate" type="application/rss+xml" title={podcast.title} href={`/podcast/${podcast.id}/feed.xml`} />
      </Head>
      <DetailHero image={podcast.image} name={podcast.title} icon={MicIcon} eyebrow={t('podcast.eyebrow')} title={podcast.title}>
        {podcast.host && <p className="text-lg font-semibold text-stone-800">{podcast.host}</p>}
        {podcast.description && <p className="max-w-2xl">{podcast.description}</p>}
        <p className="text-sm text-stone-500">
          {t('podcast.episodeCount', { count: podcast.episodes_count })} ·{' '}
          <a href={`/podcast/${podcast.id}/feed.xml`} className="font-semibold text-teal-700 hover:text-teal-900">
            RSS
          </a>
        </p>
      </DetailHero>
      <Section eyebrow={t('podcast.episodes.eyebrow')} title={t('podcast.episodes.title')} className="mt-10">
        <PlayableList entries={podcast.episodes.map((episode) => ({ id: episode.id, type: 'EPISODE', name: episode.title, artist: podcast.title, cover: episode.image ?? podcast.image }))}>
          <CardGrid items={podcast.episodes} className="grid grid-cols-1 gap-4 md:grid-cols-2" renderItem={(episode) => <EpisodeCard episode={episode} />} />
        </PlayableList>
      </Section>
    </>
  );
}
