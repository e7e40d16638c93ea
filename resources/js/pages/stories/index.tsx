import type { PageMeta, Paginated, StorySummary } from '../../types/props';
import { Seo } from '../../components/seo';
import { PageHeading } from '../../components/page-heading';
import { StoryCard } from '../../components/story-card';
import { Pager } from '../../components/pager';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface StoriesProps extends PageMeta {
  stories: Paginated<StorySummary>;
}

/** Spec §2 `/stories`: published news, newest first. */
export default function Stories({ title, description, stories }: StoriesProps) {
  const t = useT();
  return (
    <>
      <Seo title={title} description={description} canonical={withPage('/stories', stories.current_page)} />
      <PageHeading title={t('stories.title')}>
        {description}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {stories.data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {stories.data.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">{t('stories.none')}</p>
        )}
        <Pager page={stories} label={t('stories.pages')} />
      </div>
    </>
  );
}
