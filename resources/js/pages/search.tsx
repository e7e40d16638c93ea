import { useState } from 'react';
import { Seo } from '../components/seo';
import { pageCard } from '../lib/share-links';
import SearchBox from '@/components/search/search-box';
import ResultGroups from '@/components/search/result-groups';
import Pager from '@/components/search/pager';
import { useSearch } from '@/components/search/use-search';
import type { SearchResults } from '@/components/search/types';
import { useT } from '@/i18n/i18n-context';
import { usePage } from '@inertiajs/react';
import { searchResultsPage } from '../lib/structured-data-site';

interface SearchPageProps {
  title: string;
  description: string;
  query: string;
  /** Rendered by the server for a query in the URL; null before any search. */
  results: SearchResults | null;
}

export default function SearchPage({ title, description, query, results }: SearchPageProps) {
  const [text, setText] = useState(query);
  const { typed, goToPage, searching } = useSearch();
  const t = useT();
  const { app } = usePage().props;
  const address = query ? `/search?${new URLSearchParams({ query })}` : '/search';

  return (
    <>
      <Seo title={title} description={description} canonical={address} card={pageCard('search', title)} jsonLd={searchResultsPage(title, description, address, app.url)} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-10">
        <div className="space-y-2">
          <h1 className="flex flex-col">
            <span className="text-xs font-semibold tracking-[0.14em] text-teal-700 uppercase">{t('searchPage.eyebrow')}</span>
            <span className="text-2xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl">{t('searchPage.heading')}</span>
          </h1>
          <SearchBox
            value={text}
            searching={searching}
            onChange={(value) => {
              setText(value);
              typed(value);
            }}
          />
          <p className="text-sm text-stone-600">{t('searchPage.hint')}</p>
        </div>

        {/* The answer's `message` is the apps' English text (spec §7): the page says it in its own language. */}
        {results?.message && <p className="rounded-xl bg-sand-100 p-6 text-center wrap-anywhere text-stone-600">{t('searchPage.noResults', { query: query.trim() })}</p>}
        {results && !results.message && (
          <>
            <ResultGroups results={results} />
            <Pager
              page={results.pagination.current_page}
              lastPage={results.pagination.last_page}
              onPage={(page) => goToPage(query, page)}
            />
          </>
        )}
      </div>
    </>
  );
}
