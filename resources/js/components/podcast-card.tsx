import { Link } from './link';
import type { PodcastSummary } from '../types/props';
import { Cover } from './cover';
import { MicIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** A show: artwork, title, host and how many episodes (a search result has neither description nor count). */
export function PodcastCard({ podcast }: { podcast: Pick<PodcastSummary, 'id' | 'title' | 'host' | 'image'> & Partial<Pick<PodcastSummary, 'description' | 'episodes_count'>> }) {
  const t = useT();
  return (
    <Link
      href={`/podcast/${podcast.id}`}
      title={podcast.title}
      className="group flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 transition hover:ring-teal-600/40"
    >
      <span className="shrink-0 overflow-hidden rounded-xl">
        <Cover src={podcast.image} seed={podcast.title} icon={MicIcon} width={112} height={112} className="aspect-square w-24 sm:w-28" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-lg leading-snug font-bold wrap-anywhere text-stone-900 group-hover:text-teal-700">{podcast.title}</span>
        {podcast.host && <span className="mt-0.5 block truncate text-sm text-stone-600">{podcast.host}</span>}
        {podcast.description && <span className="mt-2 line-clamp-2 block text-sm text-stone-500">{podcast.description}</span>}
        {podcast.episodes_count !== undefined && (
          <span className="mt-2 block text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('podcast.episodeCount', { count: podcast.episodes_count })}</span>
        )}
      </span>
    </Link>
  );
}
