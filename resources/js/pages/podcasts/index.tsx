import type { PageMeta, Paginated, PodcastSummary } from '../../types/props';
import { ListPage } from '../../components/list-page';
import { pageCard } from '../../lib/share-links';
import { CardGrid } from '../../components/card-grid';
import { PodcastCard } from '../../components/podcast-card';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface PodcastsPageProps extends PageMeta {
  podcasts: Paginated<PodcastSummary>;
}

/** Spec §2 `/podcasts`. */
export default function PodcastsPage({ podcasts, ...meta }: PodcastsPageProps) {
  const t = useT();
  return (
    <ListPage entries={podcasts.data.map((podcast) => ({ name: podcast.title, path: `/podcast/${podcast.id}` }))} card={pageCard('podcasts', meta.title)} {...meta} canonical={withPage('/podcasts', podcasts.current_page)} heading={t('podcasts.title')} pager={{ page: podcasts, label: t('podcasts.pages') }}>
      <CardGrid items={podcasts.data} className="grid grid-cols-1 gap-4 md:grid-cols-2" renderItem={(podcast) => <PodcastCard podcast={podcast} />} />
    </ListPage>
  );
}
