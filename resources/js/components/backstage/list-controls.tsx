import { useState, type FormEvent } from 'react';
import { Link, router } from '@inertiajs/react';
import type { ListStateProps } from '../../../../server/backstage/list-query';
import { useT } from '../../i18n/i18n-context';
import { nounWords, type BackstageNoun } from './nouns';

/** The list's URL with some of its state changed; paging starts over whenever the rows change. */
export function listUrl(path: string, state: ListStateProps, change: Partial<ListStateProps> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.sort) params.set('sort', next.sort);
  if (next.trashed) params.set('trashed', 'only');
  for (const [key, value] of Object.entries(next.extra ?? {})) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The search box (searched on the server, the words kept in the URL) and the trash tab. */
export function ListToolbar({ path, state, noun }: { path: string; state: ListStateProps; noun: BackstageNoun }) {
  const t = useT();
  const things = nounWords(t, noun).many;
  const [q, setQ] = useState(state.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.get(listUrl(path, state, { q: q.trim() }), {}, { preserveState: true, preserveScroll: true });
  };
  const tab = 'rounded-full px-3.5 py-1.5 text-sm font-semibold aria-[current=page]:bg-stone-900 aria-[current=page]:text-white text-stone-600 hover:bg-stone-200';
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <form role="search" onSubmit={submit} className="flex min-w-0 basis-full gap-2 sm:basis-auto sm:flex-1">
        <input
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={`${t('backstage.list.searchThings', { things })}…`}
          aria-label={t('backstage.list.searchThings', { things })}
          className="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-stone-900 outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 sm:max-w-sm"
        />
        <button type="submit" className="h-11 rounded-full bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700">
          {t('backstage.list.search')}
        </button>
      </form>
      <nav aria-label={t('backstage.list.which')} className="flex gap-1">
        <Link href={listUrl(path, state, { trashed: false })} aria-current={state.trashed ? undefined : 'page'} className={tab}>
          {t('backstage.list.all')}
        </Link>
        <Link href={listUrl(path, state, { trashed: true })} aria-current={state.trashed ? 'page' : undefined} className={tab}>
          {t('backstage.list.trash')}
        </Link>
      </nav>
    </div>
  );
}

/** A column heading that sorts by it: first ascending, then descending on a second click. */
export function SortHeader({ path, state, column, label, className = '' }: { path: string; state: ListStateProps; column: string; label: string; className?: string }) {
  const current = state.sort.replace(/^-/, '') === column;
  const descending = current && state.sort.startsWith('-');
  const next = current && !descending ? `-${column}` : column;
  return (
    <th scope="col" aria-sort={current ? (descending ? 'descending' : 'ascending') : undefined} className={`px-4 py-3 font-semibold ${className}`}>
      <Link href={listUrl(path, state, { sort: next })} preserveScroll className="inline-flex items-center gap-1 hover:text-teal-800">
        {label}
        <span aria-hidden="true" className={current ? 'text-teal-700' : 'text-stone-300'}>
          {descending ? '▼' : '▲'}
        </span>
      </Link>
    </th>
  );
}

/** A list's own filters (songs: without audio, failed…), as links that keep its search, sort and trash tab. */
export function ListFilters({ path, state, filter, filters, labels, allLabel }: { path: string; state: ListStateProps; filter: string | null; filters: readonly string[]; labels: Record<string, string>; allLabel: string }) {
  const t = useT();
  const chip = 'rounded-full px-3 py-1 text-sm font-semibold aria-[current=page]:bg-teal-700 aria-[current=page]:text-white bg-white text-stone-600 ring-1 ring-stone-200 hover:bg-stone-100';
  return (
    <nav aria-label={t('backstage.list.filters')} className="mb-3 flex flex-wrap gap-2">
      <Link href={listUrl(path, state, { extra: {} })} aria-current={filter ? undefined : 'page'} className={chip}>
        {allLabel}
      </Link>
      {filters.map((key) => (
        <Link key={key} href={listUrl(path, state, { extra: { filter: key } })} aria-current={filter === key ? 'page' : undefined} className={chip}>
          {labels[key] ?? key}
        </Link>
      ))}
    </nav>
  );
}
