import { Link, router } from '@inertiajs/react';
import type { BackstagePodcastScreen } from '../../../../server/features/podcasts/podcasts.record';

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The podcast's episodes, newest first: each can be hidden from the site (or shown again) or edited. */
export function PodcastEpisodesPanel({ episodes }: { episodes: BackstagePodcastScreen['episodes'] }) {
  if (episodes.length === 0) return null;
  const post = (id: number, action: 'hide' | 'show') => router.post(`/backstage/episodes/${id}/${action}`, {}, { preserveScroll: true });
  return (
    <section aria-labelledby="episodes" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="episodes" className="text-base font-bold text-stone-900">
        Episodes
      </h2>
      <ul className="mt-2 divide-y divide-stone-100">
        {episodes.map((episode) => (
          <li key={episode.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <div className="min-w-0 flex-1">
              <p className={`truncate font-medium ${episode.hidden ? 'text-stone-400 line-through' : 'text-stone-900'}`}>{episode.title}</p>
              <p className="text-xs text-stone-500">
                {DAY.format(new Date(episode.pub_date))}
                {episode.hidden ? ' · hidden' : ''}
                {episode.kept_by_staff ? ' · edited here' : ''}
              </p>
            </div>
            <Link href={`/backstage/episodes/${episode.id}/edit`} className="rounded-full px-3 py-1 text-sm font-semibold text-teal-700 hover:bg-teal-50">
              Edit
            </Link>
            <button type="button" onClick={() => post(episode.id, episode.hidden ? 'show' : 'hide')} className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-700 hover:bg-stone-100">
              {episode.hidden ? 'Show' : 'Hide'}
              <span className="sr-only"> {episode.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
