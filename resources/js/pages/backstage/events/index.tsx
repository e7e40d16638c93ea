import type { BackstageEventListItem } from '../../../../../server/features/events/events.backstage';
import { ListFilters } from '../../../components/backstage/list-controls';
import { recordListPage } from '../../../components/backstage/record-list';
import { formatWhen } from '@common/format';

const STATE_LOOK: Record<BackstageEventListItem['state'], string> = {
  draft: 'bg-stone-100 text-stone-600',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-800',
  past: 'bg-stone-100 text-stone-500',
};
const STATE_LABEL = {
  draft: 'backstage.events.state.draft',
  scheduled: 'backstage.events.state.scheduled',
  published: 'backstage.events.state.published',
  past: 'backstage.events.state.past',
} as const satisfies Record<BackstageEventListItem['state'], string>;
const FILTER_LABELS = { upcoming: 'backstage.events.filter.upcoming', past: 'backstage.events.filter.past', draft: 'backstage.events.filter.draft' } as const;

/** Spec §2 /backstage/events: each event with its date, place and whether it is on the site. */
export default recordListPage<BackstageEventListItem, { filter: string | null; filters: string[] }>({
  noun: 'event',
  rows: 'events',
  name: (event) => event.name,
  thumb: (event) => event.poster_url,
  subtitle: (event) => [event.venue, event.city].filter(Boolean).join(', '),
  above: ({ list, filter, filters }, t) => <ListFilters path="/backstage/events" state={list} filter={filter} filters={filters} labels={Object.fromEntries(Object.entries(FILTER_LABELS).map(([key, id]) => [key, t(id)]))} allLabel={t('backstage.events.all')} />,
  columns: (t) => [
    { label: t('backstage.col.date'), sort: 'date_at', wide: true, className: 'whitespace-nowrap', cell: (event) => formatWhen(event.date_at, t, true) },
    { label: t('backstage.col.state'), cell: (event) => <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_LOOK[event.state]}`}>{t(STATE_LABEL[event.state])}</span> },
  ],
});
