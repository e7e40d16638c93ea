import { Head } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { LyricsQueueItem } from '../../../../../server/features/lyrics/lyrics.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { ReviewCard } from '../../../components/backstage/lyrics-review/review-card';
import { EmptyNote, StateTabs } from '../../../components/backstage/queue-list';
import { Pager } from '../../../components/pager';
import { LyricsQueueTabs } from '../../../components/backstage/explanations/queue-tabs';
import { useT } from '../../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

type Status = 'pending' | 'approved' | 'rejected';

interface LyricsQueueProps {
  title: string;
  status: Status;
  counts: Record<Status, number>;
  items: Paginated<LyricsQueueItem>;
}

const TABS: { key: Status; label: MessageId }[] = [
  { key: 'pending', label: 'backstage.queue.waiting' },
  { key: 'approved', label: 'backstage.review.approved' },
  { key: 'rejected', label: 'backstage.review.rejected' },
];

/** The lyrics review queue: what visitors sent in or reported, oldest first, each decided here. */
export default function LyricsQueue({ title, status, counts, items }: LyricsQueueProps) {
  const t = useT();
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={t('backstage.dashboard.lyrics')} />
      <LyricsQueueTabs current="lyrics" />
      <StateTabs label={t('backstage.review.states')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} current={status} counts={counts} href={(key) => `/backstage/lyrics?status=${key}`} />
      {items.data.length === 0 ? (
        <EmptyNote>{t(status === 'pending' ? 'backstage.review.nothingWaits' : 'backstage.review.nothingYet')}</EmptyNote>
      ) : (
        <div className="space-y-4">
          {items.data.map((item) => (
            <ReviewCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <Pager page={items} label={t('backstage.review.pages')} />
    </>
  );
}
