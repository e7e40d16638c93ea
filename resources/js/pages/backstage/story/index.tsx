import { router } from '@inertiajs/react';
import type { BackstageStoryListItem } from '../../../../../server/features/stories/stories.backstage';
import { recordListPage } from '../../../components/backstage/record-list';
import { StoryImportBox } from '../../../components/backstage/story-import-box';
import { useT } from '../../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';
import { formatWhen } from '@common/format';

function Badge({ on, label }: { on: boolean; label: MessageId }) {
  const t = useT();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${on ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-500'}`}>
      <span aria-hidden="true">{on ? '✓' : '–'}</span>
      {t(label)}
      <span className="sr-only">{t(on ? 'backstage.story.yes' : 'backstage.story.no')}</span>
    </span>
  );
}

/** Spec §7 POST /backstage/story/publish|unpublish {id}; spec §4: the list then reloads (the server sends it back here). */
const setPublished = (story: BackstageStoryListItem, published: boolean) => router.post(`/backstage/story/${published ? 'publish' : 'unpublish'}`, { id: story.id }, { preserveScroll: true });

/** Spec §2 /backstage/story: import by URL, then each story with its two badges, its state and Publish / Unpublish. */
export default recordListPage<BackstageStoryListItem>({
  noun: 'story',
  rows: 'stories',
  name: (story) => story.title,
  nameSort: 'title',
  thumb: (story) => story.image_url,
  subtitle: (story) => [story.source.name, story.author].filter(Boolean).join(' · '),
  above: ({ list }) => !list.trashed && <StoryImportBox />,
  columns: (t) => [
    {
      label: t('backstage.col.badges'),
      wide: true,
      cell: (story) => (
        <span className="flex flex-wrap gap-1.5">
          <Badge on={story.extra.text_formatted} label="backstage.story.textFormatted" />
          <Badge on={story.extra.image_imported} label="backstage.story.imageImported" />
        </span>
      ),
    },
    {
      label: t('backstage.col.state'),
      sort: 'published_at',
      cell: (story) => (
        <span className="flex flex-col items-start gap-1.5">
          {story.published_at ? (
            <span className="font-semibold text-emerald-700">
              {t('backstage.story.published')} <span className="block text-xs font-medium whitespace-nowrap text-stone-500">{formatWhen(story.published_at, t)}</span>
            </span>
          ) : (
            <span className="font-semibold text-amber-700">{t('backstage.story.unpublished')}</span>
          )}
          {!story.deleted_at && (
            <button
              type="button"
              onClick={() => setPublished(story, !story.published_at)}
              aria-label={t(story.published_at ? 'backstage.story.unpublishNamed' : 'backstage.story.publishNamed', { title: story.title })}
              className={`rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${story.published_at ? 'border border-stone-300 text-stone-700 hover:bg-stone-100' : 'bg-teal-700 text-white hover:bg-teal-800'}`}
            >
              {t(story.published_at ? 'backstage.story.unpublish' : 'backstage.story.publish')}
            </button>
          )}
        </span>
      ),
    },
  ],
});
