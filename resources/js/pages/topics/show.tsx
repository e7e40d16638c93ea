import { usePage } from '@inertiajs/react';
import type { PageMeta, Topic } from '../../types/props';
import { topicCollection } from '../../lib/structured-data';
import { Seo } from '../../components/seo';
import { shareCard } from '../../lib/share-links';
import { DetailHero } from '../../components/detail-hero';
import { Section } from '../../components/section';
import { OtherNames } from '../../components/lectures/other-names';
import { BookIcon } from '../../components/icons';
import { ResourceList } from '../../components/lectures/resource-list';
import { IntroText } from '../../components/lectures/intro-text';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

/** `/topic/{id}`: the topic in three languages, its scholar, and its lectures in order. */
export default function TopicPage({ title, description, topic }: PageMeta & { topic: Topic }) {
  const t = useT();
  const { app } = usePage().props;
  return (
    <>
      <Seo title={title} description={description} canonical={`/topic/${topic.id}`} card={shareCard('topic', topic.id, topic.name, topic.name_translations.arabic)} jsonLd={topicCollection(topic, app.url)} />
      <DetailHero image={topic.image} name={topic.name} icon={BookIcon} eyebrow={t('topic.eyebrow', { type: t(`topic.type.${topic.topic_type}` as MessageId) })} title={topic.name}>
        <OtherNames names={topic.name_translations} scholar={topic.scholar} />
      </DetailHero>
      <div className="space-y-12 pt-10">
        {topic.description && <IntroText text={topic.description} />}
        <Section eyebrow={t('lectures.eyebrow')} title={t('lectures.title')}>
          <ResourceList resources={topic.resources} />
        </Section>
      </div>
    </>
  );
}
