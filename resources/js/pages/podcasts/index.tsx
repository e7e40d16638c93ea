import type { PageMeta, Paginated, PodcastSummary } from '../../types/props';
import { Seo } from '../../components/seo';
import { PageHeading } from '../../components/page-heading';
import { PodcastCard } from '../../components/podcast-card';
import { Pager } from '../../components/pager';
import { withPage } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';

interface PodcastsPageProps extends PageMeta {
  podcasts: Paginated<PodcastSummary>;
}

/** Spec §2 `/podcasts`. */
export default function PodcastsPage({ title, description, podcasts }: PodcastsPageProps) {
  const t = useT();
  return (
    <>
      <Seo title={title} description={description} canonical={withPage('/podcasts', podcasts.current_page)} />
      <PageHeading title={t('podcasts.title')}>
        {description}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {podcasts.data.map((podcast) => (
            <li key={podcast.id}>
              <PodcastCard podcast={podcast} />
            </li>
          ))}
        </ul>
        <Pager page={podcasts} label={t('podcasts.pages')} />
      </div>
    </>
  );
}
