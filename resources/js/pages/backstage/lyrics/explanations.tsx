import { Head } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { ExplanationQueueItem } from '../../../../../server/features/explanations/explanations.backstage';
import type { ExplanationTab } from '../../../../../server/features/explanations/explanations.backstage.queries';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { EmptyNote, StateTabs } from '../../../components/backstage/queue-list';
import { LyricsQueueTabs } from '../../../components/backstage/explanations/queue-tabs';
import { ExplanationCard } from '../../../components/backstage/explanations/explanation-card';
import { Pager } from '../../../components/pager';
import { useT } from '../../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

interface ExplanationsQueueProps {
  title: string;
  status: ExplanationTab;
  counts: Record<ExplanationTab, number>;
  items: Paginated<ExplanationQueueItem>;
}

const TABS: { key: ExplanationTab; label: MessageId }[] = [
  { key: 'pending', label: 'backstage.explanations.pending' },
  { key: 'flagged', label: 'backstage.explanations.flagged' },
  { key: 'published', label: 'backstage.explanations.published' },
  { key: 'rejected', label: 'backstage.explanations.rejected' },
];

/** The lyrics queue's Explanations tab: listeners' explanations of lines, the waiting ones first. */
export default function ExplanationsQueue({ title, status, counts, items }: ExplanationsQueueProps) {
  const t = useT();
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={t('backstage.dashboard.lyrics')} />
      <LyricsQueueTabs current="explanations" />
      <StateTabs label={t('backstage.explanations.states')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} current={status} counts={counts} href={(key) => `/backstage/lyrics/explanations?status=${key}`} />
      {items.data.length === 0 ? (
        <EmptyNote>{t('backstage.explanations.nothing')}</EmptyNote>
      ) : (
        <div className="space-y-4">
          {items.data.map((item) => (
            <ExplanationCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <Pager page={items} label={t('backstage.review.pages')} />
    </>
  );
}
