import type { ReactNode } from 'react';
import { Link } from '@inertiajs/react';
import type { Paginated } from '../../types/props';
import { Pager } from '../pager';

const tabClass = 'rounded-full px-3.5 py-1.5 text-sm font-semibold aria-[current=page]:bg-stone-900 aria-[current=page]:text-white text-stone-600 hover:bg-stone-200';

/** The tabs of a queue's states (jobs, lyrics to review), each with how many it holds; `href` gives a tab's address. */
export function StateTabs<Key extends string>({ label, tabs, current, counts, href }: { label: string; tabs: { key: Key; label: string }[]; current: Key; counts: Record<Key, number>; href: (key: Key) => string }) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-1">
      {tabs.map(({ key, label: tabLabel }) => (
        <Link key={key} href={href(key)} aria-current={current === key ? 'page' : undefined} className={tabClass}>
          {tabLabel} <span className="tabular-nums opacity-70">{counts[key]}</span>
        </Link>
      ))}
    </nav>
  );
}

/** What a queue or list without rows says, in its dashed box. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-600">{children}</p>;
}

/** A page of rows in one card, a row per item (or the empty note), then the pager. */
export function PagedRows<Item extends { id: number }>({ page, empty, pagerLabel, row }: { page: Paginated<Item>; empty: string; pagerLabel: string; row: (item: Item) => ReactNode }) {
  return (
    <>
      {page.data.length === 0 ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {page.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start gap-3 px-4 py-3">
              {row(item)}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} label={pagerLabel} />
    </>
  );
}
