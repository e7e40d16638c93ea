import { router } from '@inertiajs/react';
import type { BackstagePodcastRecord } from '../../../../server/features/podcasts/podcasts.record';
import { useTranslator } from '../../i18n/i18n-context';
import { formatWhen } from '@common/format';


/** A feed podcast's feed: where it is, when it was read, what went wrong; read it now, pause or resume the hourly read. */
export function PodcastFeedPanel({ podcast }: { podcast: BackstagePodcastRecord }) {
  const { t } = useTranslator();
  if (!podcast.feed_url) return null;
  const url = `/backstage/podcasts/${podcast.id}`;
  const post = (action: string) => router.post(`${url}/${action}`, {}, { preserveScroll: true });
  const button = 'rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100';
  return (
    <section aria-labelledby="feed" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="feed" className="text-base font-bold text-stone-900">
        {t('backstage.feed.heading')}
      </h2>
      <p className="mt-1 text-sm break-all text-stone-600">{podcast.feed_url}</p>
      <p className="mt-1 text-sm text-stone-600">
        {podcast.feed_refreshed_at ? t('backstage.feed.read', { when: formatWhen(podcast.feed_refreshed_at, t, true) }) : t('backstage.feed.notRead')}{' '}
        {podcast.feed_paused_at ? t('backstage.feed.paused') : t('backstage.feed.hourly')}
      </p>
      {podcast.feed_error && <p className="mt-2 rounded-lg bg-red-50 px-2 py-1 text-sm text-red-800">{podcast.feed_error}</p>}
      {podcast.image_error && <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900">{podcast.image_error}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => post('refresh')} className={button}>
          {t('backstage.feed.readNow')}
        </button>
        <button type="button" onClick={() => post(podcast.feed_paused_at ? 'resume' : 'pause')} className={button}>
          {podcast.feed_paused_at ? t('backstage.feed.resume') : t('backstage.feed.pause')}
        </button>
      </div>
    </section>
  );
}
