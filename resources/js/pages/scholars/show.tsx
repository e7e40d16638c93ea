import { usePage } from '@inertiajs/react';
import type { PageMeta, Scholar } from '../../types/props';
import { scholarPerson } from '../../lib/structured-data';
import { Seo } from '../../components/seo';
import { shareCard } from '../../lib/share-links';
import { DetailHero } from '../../components/detail-hero';
import { Section } from '../../components/section';
import { ArabicText } from '../../components/arabic-text';
import { ResourceList } from '../../components/lectures/resource-list';
import { TopicChips } from '../../components/lectures/topic-chips';
import { IntroText } from '../../components/lectures/intro-text';
import { useT } from '../../i18n/i18n-context';

/** `/scholar/{id}`: who they are, the topics they teach and their lectures in order. */
export default function ScholarPage({ title, description, scholar }: PageMeta & { scholar: Scholar }) {
  const t = useT();
  const { app } = usePage().props;
  return (
    <>
      <Seo title={title} description={description} canonical={`/scholar/${scholar.id}`} card={shareCard('scholar', scholar.id, scholar.name, scholar.name_arabic)} type="profile" jsonLd={scholarPerson(scholar, app.url)} />
      <DetailHero image={scholar.image} name={scholar.name} shape="round" eyebrow={t('scholar.eyebrow')} title={scholar.name}>
        {scholar.name_arabic && <ArabicText as="p" className="text-2xl text-stone-700">{scholar.name_arabic}</ArabicText>}
        <p className="text-sm text-stone-500">{t('lectures.count', { count: scholar.resources_count })}</p>
      </DetailHero>
      <div className="space-y-12 pt-10">
        {scholar.bio && <IntroText text={scholar.bio} />}
        {scholar.topics.length > 0 && (
          <Section eyebrow={t('scholar.topics.eyebrow')} title={t('scholar.topics.title')}>
            <TopicChips topics={scholar.topics} />
          </Section>
        )}
        <Section eyebrow={t('lectures.eyebrow')} title={t('lectures.title')}>
          <ResourceList resources={scholar.resources} showScholar={false} />
        </Section>
      </div>
    </>
  );
}
