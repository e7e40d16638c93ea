import { Head, Link } from '@inertiajs/react';
import type { Paginated } from '../../../types/props';
import type { LyricsQueueItem } from '../../../../../server/features/lyrics/lyrics.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { ReviewCard } from '../../../components/backstage/lyrics-review/review-card';
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
  const tab = 'rounded-full px-3.5 py-1.5 text-sm font-semibold aria-[current=page]:bg-stone-900 aria-[current=page]:text-white text-stone-600 hover:bg-stone-200';
  return (
    <>
      <Head title={title} />
      <BackstageHeading title="Lyrics to review" />
      <nav aria-label="Review states" className="mb-4 flex flex-wrap gap-1">
        {TABS.map(({ key, label }) => (
          <Link key={key} href={`/backstage/lyrics?status=${key}`} aria-current={status === key ? 'page' : undefined} className={tab}>
            {label} <span className="tabular-nums opacity-70">{counts[key]}</span>
          </Link>
        ))}
      </nav>
      {items.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-600">{status === 'pending' ? 'Nothing waits for review.' : 'Nothing here yet.'}</p>
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
