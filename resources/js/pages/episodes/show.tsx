import { usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import type { Episode, PageMeta } from '../../types/props';
import { formatDuration, formatShortDate } from '@common/format';
import { sharedMoment } from '../../lib/shared-moment';
import { podcastEpisode } from '../../lib/structured-data';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { OembedLink } from '../../components/oembed-link';
import { embedHeight } from '@common/embeds';
import { DetailHero } from '../../components/detail-hero';
import { AudioUnavailable, PlayButton } from '../../components/play-button';
import { ArrowLeftIcon, MicIcon } from '../../components/icons';
import { Duration } from '../../components/duration';
import { useT } from '../../i18n/i18n-context';

interface EpisodePageProps extends PageMeta {
  episode: Episode;
}

/** Spec §2 `/episode/{id}`: play, when and how long, the description, and the way back to the show. */
export default function EpisodePage({ title, description, episode }: EpisodePageProps) {
  const t = useT();
  const page = usePage();
  const { app } = page.props;
  // A shared moment (`?t=`) starts the episode there.
  const moment = sharedMoment(page.url);
  const published = formatShortDate(episode.pubDate, t);
  const length = episode.source[0]?.length ?? episode.formatted_duration;
  return (
    <>
      <Seo title={title} description={description} canonical={`/episode/${episode.id}`} card={shareCard('episode', episode.id, episode.title, episode.podcast.title)} type="article" jsonLd={podcastEpisode(episode, app.url)} />
      <OembedLink path={`/episode/${episode.id}`} title={episode.title} />
      <DetailHero
        image={episode.image}
        name={episode.podcast.title}
        icon={MicIcon}
        eyebrow={
          <Link href={`/podcast/${episode.podcast_id}`} className="hover:underline">
            {episode.podcast.title}
          </Link>
        }
        title={episode.title}
        actions={
          <>
            {episode.source.length > 0 ? (
              <PlayButton id={episode.id} type="EPISODE" label={moment ? t('episode.playFrom', { time: formatDuration(moment) ?? '' }) : t('play.episode')} subject={episode.title} {...(moment ? { startAt: moment } : {})} />
            ) : (
              <AudioUnavailable />
            )}
            <ShareButton path={`/episode/${episode.id}`} title={episode.title} image={shareCardPath('episode', episode.id)} embed={{ kind: 'episode', id: episode.id, height: embedHeight('episode') }} />
          </>
        }
      >
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-stone-500 sm:justify-start">
          {published && episode.pubDate && <time dateTime={episode.pubDate}>{published}</time>}
          <Duration value={length} iconClassName="size-4" />
        </p>
      </DetailHero>
      <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 lg:px-8">
        {episode.description && <p className="text-lg leading-relaxed whitespace-pre-line text-stone-700">{episode.description}</p>}
        <Link
          href={`/podcast/${episode.podcast_id}`}
          className="mt-10 inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-4 py-2.5 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800"
        >
          <ArrowLeftIcon className="size-5 shrink-0" />
          {t('episode.allEpisodes', { podcast: episode.podcast.title })}
        </Link>
      </div>
    </>
  );
}
