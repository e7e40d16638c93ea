import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { router } from '@inertiajs/react';
import { Link } from './link';
import type { SearchResults } from './search/types';
import { SEARCH_DEBOUNCE_MS } from './search/use-search';
import { ThumbLabel } from './thumb-label';
import { SearchIcon } from './icons';
import { useTypedBeforeStart } from '../lib/typed-before-start';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '@common/i18n/translator';

interface Suggestion {
  key: string;
  href: string;
  label: string;
  detail: string;
  image: string | null;
}

/** The first few of each group: the header shows a taste, Enter opens the whole search. */
function suggestionsOf(results: SearchResults, t: Translate): Suggestion[] {
  return [
    ...results.songs.slice(0, 4).map((song) => ({ key: `s${song.id}`, href: `/song/${song.id}`, label: song.name, detail: song.artist.name, image: song.cover })),
    ...results.artists.slice(0, 2).map((artist) => ({ key: `a${artist.id}`, href: `/artist/${artist.id}`, label: artist.name, detail: t('search.kind.artist'), image: artist.image })),
    ...results.albums.slice(0, 1).map((album) => ({ key: `l${album.id}`, href: `/album/${album.id}`, label: album.name, detail: album.artist.name, image: album.cover })),
    ...(results.resources ?? []).slice(0, 2).map((resource) => ({ key: `r${resource.id}`, href: `/resource/${resource.id}`, label: resource.title, detail: resource.scholar?.name ?? t('search.kind.lecture'), image: null })),
  ];
}

const searchPage = (query: string) => `/search?${new URLSearchParams({ query })}`;

/**
 * The header's search (issue: the rest of the public site): a real input. Typing shows the first
 * results under it (after the search debounce of spec §9, only for a non-empty query); arrows move
 * through them, Enter opens the chosen one or, with none chosen, the search page; Escape closes.
 * Search failures are ignored (spec §8): the list just stays as it was.
 */
export function HeaderSearch({ className = '', autoFocus = false, onDone }: { className?: string; autoFocus?: boolean; onDone?: () => void }) {
  const id = useId();
  const t = useT();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(input, '', setQuery);

  useEffect(() => {
    const text = query.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/searchy?${new URLSearchParams({ query: text })}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal });
        if (!response.ok) return;
        setSuggestions(suggestionsOf((await response.json()) as SearchResults, t));
        setActive(-1);
        setOpen(true);
      } catch {
        // Spec §8: search failures are silently ignored.
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, t]);

  // A click anywhere else closes the list.
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const finish = () => {
    setOpen(false);
    setQuery('');
    onDone?.();
  };
  const go = (href: string) => {
    finish();
    router.visit(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((now) => (event.key === 'ArrowDown' ? (now + 1) % suggestions.length : (now - 1 + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open ? suggestions[active] : undefined;
      if (chosen) go(chosen.href);
      else if (query.trim()) go(searchPage(query.trim()));
    } else if (event.key === 'Escape') {
      setOpen(false);
      onDone?.();
    }
  };

  const listId = `${id}-results`;
  const showList = open && query.trim() !== '' && suggestions.length > 0;
  return (
    <div ref={box} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400" />
      <input
        ref={input}
        id={`${id}-input`}
        // A text input, not type="search": HTML allows role="combobox" (ARIA 1.2's pattern, its popup the
        // listbox below) on type=text only, and the Nu checker says so. The phone's keyboard still shows a
        // search key (enterKeyHint) and a text keyboard meant for searching (inputMode).
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        autoFocus={autoFocus}
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          if (!event.target.value.trim()) setSuggestions([]);
        }}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-sand-300 bg-white pr-4 pl-11 text-sm text-stone-900 outline-none placeholder:text-stone-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20"
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl bg-white py-1.5 shadow-xl ring-1 ring-black/10">
          {suggestions.map((suggestion, index) => (
            <li key={suggestion.key} id={`${id}-${index}`} role="option" aria-selected={index === active}>
              <Link href={suggestion.href} onClick={finish} className={`flex items-center gap-3 px-3 py-2 ${index === active ? 'bg-teal-50' : 'hover:bg-sand-100'}`} tabIndex={-1}>
                <ThumbLabel image={suggestion.image} name={suggestion.label} detail={suggestion.detail} />
              </Link>
            </li>
          ))}
          <li role="option" aria-selected={false}>
            <Link href={searchPage(query.trim())} onClick={finish} tabIndex={-1} className="block border-t border-sand-200 px-3 py-2.5 text-sm font-semibold text-teal-700 hover:bg-sand-100">
              {t('search.allResults', { query: query.trim() })}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
