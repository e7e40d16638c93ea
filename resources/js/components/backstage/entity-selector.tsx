import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n-context';

/** What a selector holds: the id the form sends and what the chip shows. */
export interface PickedItem {
  id: number;
  name: string;
  /** A second line in the results (a song's artist, a playlist's song count). */
  detail?: string;
}

/**
 * The kinds a selector picks (spec §7): artists, scholars and topics on GET /api/search; songs on
 * the admin search, which names each song's artist; playlists on the playlist search, with song counts.
 */
export type PickerKind = 'artists' | 'playlists' | 'scholars' | 'topics' | 'songs' | 'albums';

/** Spec §9: search fires 1 second after the last keystroke, and only for a non-empty query. */
export const SEARCH_DEBOUNCE_MS = 1000;

interface SearchGroups {
  albums?: { id: number; name: string; artist?: { name: string } }[];
  songs?: { id: number; name: string; artist?: { name: string } }[];
  artists?: { id: number; name: string }[];
  playlists?: { id: number; name: string; songs_count?: number }[];
  scholars?: { id: number; name: string }[];
  topics?: { id: number; name: string }[];
}

/** Where each kind is searched. Albums are not in the pickers' search: the public search has them (with their artist). */
const SEARCH_PATHS: Record<PickerKind, string> = {
  songs: '/api/backstage/admin-search?q=',
  // The playlist search answers each playlist's song count, which the chips show (spec §2).
  playlists: '/api/backstage/playlist-search?q=',
  artists: '/api/search?q=',
  scholars: '/api/search?q=',
  topics: '/api/search?q=',
  albums: '/api/searchy?query=',
};
const searchUrl = (kind: PickerKind, query: string) => `${SEARCH_PATHS[kind]}${encodeURIComponent(query)}`;

/** One search. Failures are silent (spec §8 "Search failures: silently ignored"): the list stays empty. */
async function searchPicker(kind: PickerKind, query: string, signal: AbortSignal): Promise<PickedItem[]> {
  try {
    const response = await fetch(searchUrl(kind, query), { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
    if (!response.ok) return [];
    const answer = (await response.json()) as SearchGroups | NonNullable<SearchGroups['playlists']>;
    const groups: SearchGroups = Array.isArray(answer) ? { playlists: answer } : answer;
    if (kind === 'songs' || kind === 'albums') return (groups[kind] ?? []).map((item) => ({ id: item.id, name: item.name, detail: item.artist?.name }));
    return (groups[kind] ?? []).map((item) => ({
      id: item.id,
      name: item.name,
      detail: 'songs_count' in item && typeof item.songs_count === 'number' ? `${item.songs_count} songs` : undefined,
    }));
  } catch {
    return [];
  }
}

interface EntitySelectorProps {
  /** The input's id (its label's htmlFor) and the prefix of its parts' ids. */
  id: string;
  kind: PickerKind;
  value: PickedItem[];
  onChange: (items: PickedItem[]) => void;
  /** Spec §5: the input is disabled once this many are chosen; 1 unless said. */
  max?: number;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Off while a list the selector feeds is full; the placeholder says why. */
  disabled?: boolean;
}

/**
 * The generic selector of spec §2: a debounced search, its results, and the chosen items as
 * removable chips. Keyboard: arrows move through the results, Enter picks, Escape closes, Backspace
 * in an empty box removes the last chip.
 */
export function EntitySelector({ id, kind, value, onChange, max = 1, placeholder, invalid, describedBy, disabled = false }: EntitySelectorProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PickedItem[]>([]);
  const [searching, setSearching] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${useId()}-results`;
  const input = useRef<HTMLInputElement>(null);
  const full = disabled || value.length >= max;

  const text = query.trim();
  useEffect(() => {
    if (!text || full) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await searchPicker(kind, text, controller.signal);
      if (controller.signal.aborted) return;
      setResults(found);
      setActive(0);
      setSearching(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, kind, full]);

  const chosen = new Set(value.map((item) => item.id));
  // The last results stay up while the next search waits for its debounce; none for an empty box.
  const offered = text && !full ? results.filter((item) => !chosen.has(item.id)) : [];
  const typed = (next: string) => {
    setQuery(next);
    setSearching(next.trim() !== '');
  };

  const pick = (item: PickedItem) => {
    if (full || chosen.has(item.id)) return;
    onChange([...value, item]);
    typed('');
    setResults([]);
    input.current?.focus();
  };
  const remove = (itemId: number) => onChange(value.filter((item) => item.id !== itemId));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && offered.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % offered.length);
    } else if (event.key === 'ArrowUp' && offered.length) {
      event.preventDefault();
      setActive((index) => (index - 1 + offered.length) % offered.length);
    } else if (event.key === 'Enter') {
      // Enter picks a result; it never submits the form from inside the selector.
      event.preventDefault();
      const item = offered[active];
      if (item) pick(item);
    } else if (event.key === 'Escape') {
      typed('');
      setResults([]);
    } else if (event.key === 'Backspace' && query === '' && value.length) {
      remove(value[value.length - 1]!.id);
    }
  };

  return (
    <div className="mt-1.5">
      {value.length > 0 && (
        <ul aria-label={t('backstage.pick.chosen')} className="mb-2 flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item.id} className="flex items-center gap-1 rounded-full bg-teal-50 py-1 pl-3 pr-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200">
              <span className="max-w-[14rem] truncate">
                {item.name}
                {item.detail && <span className="font-normal text-teal-700"> · {item.detail}</span>}
              </span>
              <button
                type="button"
                onClick={() => remove(item.id)}
                aria-label={t('backstage.pick.remove', { name: item.name })}
                className="grid size-6 place-items-center rounded-full text-teal-700 hover:bg-teal-100 hover:text-teal-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          ref={input}
          id={id}
          // type=text: HTML allows role="combobox" on a text input only (not type=search).
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={offered.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={offered[active] ? `${listId}-${offered[active].id}` : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={query}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={full}
          placeholder={disabled ? placeholder : full ? t('backstage.pick.full', { max }) : (placeholder ?? t('backstage.pick.search'))}
          autoComplete="off"
          className="block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500"
        />
        {searching && !full && <span className="absolute right-3 top-3 text-xs text-stone-400">{t('backstage.pick.searching')}</span>}
        {offered.length > 0 && (
          <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg">
            {offered.map((item, index) => (
              <li
                key={item.id}
                id={`${listId}-${item.id}`}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps its focus, and the pick happens before any blur.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(item);
                }}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3.5 py-2 ${index === active ? 'bg-teal-50' : ''}`}
              >
                <span className="block font-medium text-stone-900">{item.name}</span>
                {item.detail && <span className="block text-xs text-stone-500">{item.detail}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
