import { Link, router } from '@inertiajs/react';
import type { BackstagePodcastScreen } from '../../../../server/features/podcasts/podcasts.record';
import { useTranslator } from '../../i18n/i18n-context';
import { formatWhen } from '@common/format';
import { PodcastEpisodeUpload } from './podcast-episode-upload';

type Episode = BackstagePodcastScreen['episodes'][number];

/**
 * The podcast's episodes, newest first: each can be hidden from the site (or shown again) or edited;
 * an uploaded one says while its audio is being prepared, or why that failed. A podcast of our own
 * (no feed) gets the form that adds an episode.
 */
export function PodcastEpisodesPanel({ podcast }: { podcast: Pick<BackstagePodcastScreen, 'id' | 'feed_url' | 'episodes'> }) {
  const { t } = useTranslator();
  const own = !podcast.feed_url;
  if (podcast.episodes.length === 0 && !own) return null;
  const post = (id: number, action: 'hide' | 'show') => router.post(`/backstage/episodes/${id}/${action}`, {}, { preserveScroll: true });
  const notes = (episode: Episode) =>
    [
      episode.audio_status === 'processing' && t('backstage.episodes.processing'),
      episode.audio_status === 'failed' && t('backstage.episodes.failed', { reason: episode.audio_message ?? '' }),
      episode.hidden && t('backstage.episodes.hidden'),
      episode.kept_by_staff && t('backstage.episodes.edited'),
    ].filter(Boolean);
  return (
    <section aria-labelledby="episodes" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="episodes" className="text-base font-bold text-stone-900">
        {t('backstage.episodes.heading')}
      </h2>
      {own && <PodcastEpisodeUpload podcastId={podcast.id} />}
      <ul className="mt-2 divide-y divide-stone-100">
        {podcast.episodes.map((episode) => (
          <li key={episode.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <div className="min-w-0 flex-1">
              <p className={`truncate font-medium ${episode.hidden ? 'text-stone-400 line-through' : 'text-stone-900'}`}>{episode.title}</p>
              <p className={`text-xs ${episode.audio_status === 'failed' ? 'text-red-700' : 'text-stone-500'}`}>{[formatWhen(episode.pub_date, t), ...notes(episode)].join(' · ')}</p>
            </div>
            <Link href={`/backstage/episodes/${episode.id}/edit`} className="rounded-full px-3 py-1 text-sm font-semibold text-teal-700 hover:bg-teal-50">
              {t('backstage.episodes.edit')}
              <span className="sr-only"> {episode.title}</span>
            </Link>
            <button type="button" onClick={() => post(episode.id, episode.hidden ? 'show' : 'hide')} className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-700 hover:bg-stone-100">
              {episode.hidden ? t('backstage.episodes.show') : t('backstage.episodes.hide')}
              <span className="sr-only"> {episode.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
