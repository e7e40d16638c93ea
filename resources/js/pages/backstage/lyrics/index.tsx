import { Head } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { LyricsQueueItem } from '../../../../../server/features/lyrics/lyrics.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { ReviewCard } from '../../../components/backstage/lyrics-review/review-card';
import { EmptyNote, StateTabs } from '../../../components/backstage/queue-list';
import { Pager } from '../../../components/pager';

type Status = 'pending' | 'approved' | 'rejected';

interface LyricsQueueProps {
  title: string;
  status: Status;
  counts: Record<Status, number>;
  items: Paginated<LyricsQueueItem>;
}

const TABS: { key: Status; label: string }[] = [
  { key: 'pending', label: 'Waiting' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
];

/** The lyrics review queue: what visitors sent in or reported, oldest first, each decided here. */
export default function LyricsQueue({ title, status, counts, items }: LyricsQueueProps) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title="Lyrics to review" />
      <StateTabs label="Review states" tabs={TABS} current={status} counts={counts} href={(key) => `/backstage/lyrics?status=${key}`} />
      {items.data.length === 0 ? (
        <EmptyNote>{status === 'pending' ? 'Nothing waits for review.' : 'Nothing here yet.'}</EmptyNote>
      ) : (
        <div className="space-y-4">
          {items.data.map((item) => (
            <ReviewCard key={item.id} item={item} />
          ))}
        </div>
      )}
      <Pager page={items} label="Review queue pages" />
    </>
  );
}
