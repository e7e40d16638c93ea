import { Link } from './link';
import type { EpisodeSummary } from '../types/props';
import { formatShortDate } from '@common/format';
import { Cover } from './cover';
import { CardTitle, CoverLink } from './card-parts';
import { MicIcon } from './icons';
import { Duration } from './duration';
import { PlayButton } from './play-button';
import { useT } from '../i18n/i18n-context';

/** A podcast episode: artwork with its play button, show, title, date and length. */
export function EpisodeCard({ episode }: { episode: EpisodeSummary }) {
  const t = useT();
  const href = `/episode/${episode.id}`;
  const published = formatShortDate(episode.pubDate, t);
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 transition hover:ring-teal-600/40">
      <div className="group/cover relative shrink-0 overflow-hidden rounded-xl">
        <CoverLink href={href}>
          <Cover src={episode.image} seed={episode.podcast.title} icon={MicIcon} width={96} height={96} className="aspect-square w-20 sm:w-24" />
        </CoverLink>
        <PlayButton id={episode.id} type="EPISODE" label={t('play.episode')} subject={episode.title} variant="overlay" className="absolute right-1.5 bottom-1.5 size-9" />
      </div>
      <div className="min-w-0 flex-1 py-0.5">
        <p className="truncate text-xs font-semibold tracking-wide text-teal-700 uppercase">
          <Link href={`/podcast/${episode.podcast_id}`} title={episode.podcast.title} className="hover:underline">
            {episode.podcast.title}
          </Link>
        </p>
        <CardTitle href={href} name={episode.title} className="mt-1 line-clamp-2 leading-snug font-semibold wrap-anywhere text-stone-900" />
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
          {published && episode.pubDate && <time dateTime={episode.pubDate}>{published}</time>}
          <Duration value={episode.formatted_duration} />
        </p>
      </div>
    </article>
  );
}
