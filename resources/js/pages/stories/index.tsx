import type { PageMeta, Paginated, StorySummary } from '../../types/props';
import { ListPage } from '../../components/list-page';
import { pageCard } from '../../lib/share-links';
import { CardGrid } from '../../components/card-grid';
import { StoryCard } from '../../components/story-card';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface StoriesProps extends PageMeta {
  stories: Paginated<StorySummary>;
}

/** Spec §2 `/stories`: published news, newest first. */
export default function Stories({ stories, ...meta }: StoriesProps) {
  const t = useT();
  return (
    <ListPage entries={stories.data.map((story) => ({ name: story.title, path: `/story/${story.id}` }))} card={pageCard('stories', meta.title)} {...meta} canonical={withPage('/stories', stories.current_page)} heading={t('stories.title')} pager={{ page: stories, label: t('stories.pages') }}>
      {stories.data.length > 0 ? (
        <CardGrid items={stories.data} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" renderItem={(story) => <StoryCard story={story} />} />
      ) : (
        <p className="text-stone-600">{t('stories.none')}</p>
      )}
    </ListPage>
  );
}
