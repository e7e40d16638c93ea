import type { PageMeta, ScholarCard as Scholar, TopicCard } from '../../types/props';
import { Seo } from '../../components/seo';
import { pageCard } from '../../lib/share-links';
import { PageHeading } from '../../components/page-heading';
import { Section } from '../../components/section';
import { ScholarCard } from '../../components/lectures/scholar-card';
import { TopicChips } from '../../components/lectures/topic-chips';
import { CardGrid } from '../../components/card-grid';
import { useT } from '../../i18n/i18n-context';
import { usePage } from '@inertiajs/react';
import { collectionPage } from '../../lib/structured-data-site';

interface ScholarsProps extends PageMeta {
  scholars: Scholar[];
  topics: TopicCard[];
}

/** `/scholars`: the way into the lectures, by teacher or by topic. */
export default function Scholars({ title, description, scholars, topics }: ScholarsProps) {
  const { app } = usePage().props;
  const t = useT();
  return (
    <>
      <Seo title={title} description={description} canonical="/scholars" card={pageCard('scholars', title)} jsonLd={collectionPage(title, description, '/scholars', scholars.map((scholar) => ({ name: scholar.name, path: `/scholar/${scholar.id}` })), app.url)} />
      <PageHeading title={title}>
        {description}
      </PageHeading>
      <div className="space-y-12">
        <Section eyebrow={t('scholars.scholars.eyebrow')} title={t('scholars.scholars.title')}>
          {scholars.length > 0 ? (
            <CardGrid items={scholars} className="grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 lg:grid-cols-5" renderItem={(scholar) => <ScholarCard scholar={scholar} />} />
          ) : (
            <p className="text-stone-600">{t('scholars.none')}</p>
          )}
        </Section>
        {topics.length > 0 && (
          <Section eyebrow={t('scholars.topics.eyebrow')} title={t('scholars.topics.title')}>
            <TopicChips topics={topics} />
          </Section>
        )}
      </div>
    </>
  );
}
