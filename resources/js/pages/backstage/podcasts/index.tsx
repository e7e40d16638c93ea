import type { FormEvent } from 'react';
import { Head, Link, router, useForm } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { BackstagePodcast } from '../../../../../server/features/podcasts/podcasts.backstage';
import { BackstageHeading, Field, inputClass } from '../../../components/backstage/form-parts';
import { PagedRows } from '../../../components/backstage/queue-list';
import { useT, useTranslator } from '../../../i18n/i18n-context';
import { formatWhen } from '@common/format';

interface PodcastsProps {
  title: string;
  podcasts: Paginated<BackstagePodcast>;
  trashed?: boolean;
}


/** A podcast: its public page, host and episodes, its feed's state, Edit and Read the feed now. */
function PodcastRow({ podcast }: { podcast: BackstagePodcast }) {
  const { t } = useTranslator();
  const refresh = () => router.post(`/backstage/podcasts/${podcast.id}/refresh`, {}, { preserveScroll: true });
  return (
    <>
      <div className="min-w-0 flex-1">
        <a href={`/podcast/${podcast.id}`} target="_blank" rel="noopener" className="font-semibold text-stone-900 hover:text-teal-800">
          {podcast.title}
        </a>
        <p className="text-sm text-stone-600">
          {podcast.host ? `${podcast.host} · ` : ''}
          {t('backstage.podcasts.episodes', { count: podcast.episodes_count })}
        </p>
        {podcast.feed_url && (
          <p className="truncate text-xs text-stone-500">
            {podcast.feed_url}
            {podcast.feed_refreshed_at ? t('backstage.podcasts.read', { when: formatWhen(podcast.feed_refreshed_at, t, true) }) : t('backstage.podcasts.notRead')}
            {podcast.feed_paused ? t('backstage.podcasts.paused') : ''}
          </p>
        )}
        {podcast.feed_error && <p className="mt-1 rounded-lg bg-red-50 px-2 py-1 text-sm text-red-800">{podcast.feed_error}</p>}
        {podcast.image_error && <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900">{podcast.image_error}</p>}
      </div>
      <Link href={`/backstage/podcasts/${podcast.id}/edit`} className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100">
        {t('backstage.episodes.edit')}
      </Link>
      {podcast.feed_url && !podcast.trashed && (
        <button type="button" onClick={refresh} className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100">
          {t('backstage.feed.readNow')}
        </button>
      )}
    </>
  );
}

/** Podcasts: add one by its RSS feed (read at once, so a bad address is said at once), see each feed's state, read one again. */
export default function Podcasts({ title, podcasts, trashed }: PodcastsProps) {
  const t = useT();
  const form = useForm({ feed_url: '' });
  const add = (event: FormEvent) => {
    event.preventDefault();
    form.post('/backstage/podcasts', { preserveScroll: true, onSuccess: () => form.reset() });
  };
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title}>
        <Link href="/backstage/podcasts/create" className="rounded-full bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">
          {t('backstage.new.podcast')}
        </Link>
        <Link href={trashed ? '/backstage/podcasts' : '/backstage/podcasts?trashed=only'} className="rounded-full px-4 py-2 text-sm font-semibold text-stone-600 hover:bg-stone-100">
          {trashed ? t('backstage.podcasts.all') : t('backstage.record.inTrash')}
        </Link>
      </BackstageHeading>
      <form onSubmit={add} noValidate className="mb-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <Field id="feed-url" label={t('backstage.podcasts.addByFeed')} hint={t('backstage.podcasts.addByFeedHint')} error={form.errors.feed_url}>
          <div className="flex flex-wrap gap-2">
            <input
              id="feed-url"
              type="url"
              inputMode="url"
              value={form.data.feed_url}
              onChange={(event) => form.setData('feed_url', event.target.value)}
              placeholder="https://example.com/feed.xml"
              aria-invalid={form.errors.feed_url ? true : undefined}
              aria-describedby={form.errors.feed_url ? 'feed-url-error' : undefined}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <button type="submit" disabled={form.processing} className="mt-1.5 rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800 disabled:opacity-60">
              {form.processing ? t('backstage.podcasts.reading') : t('backstage.podcasts.add')}
            </button>
          </div>
        </Field>
      </form>
      <PagedRows page={podcasts} empty={t('backstage.podcasts.none')} pagerLabel={t('backstage.podcasts.pages')} row={(podcast) => <PodcastRow podcast={podcast} />} />
    </>
  );
}
