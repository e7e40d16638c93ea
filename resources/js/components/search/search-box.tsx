import { useId, useRef } from 'react';
import { useTypedBeforeStart } from '../../lib/typed-before-start';
import { useT } from '../../i18n/i18n-context';

interface SearchBoxProps {
  value: string;
  searching: boolean;
  onChange: (value: string) => void;
}

/** The search field: large, labelled for screen readers, with a spinner while a search runs. */
export default function SearchBox({ value, searching, onChange }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(input, value, onChange);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('searchPage.label')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-stone-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id={id}
        type="search"
        name="query"
        value={value}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={t('searchPage.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-2xl border border-sand-300 bg-white py-4 pr-12 pl-12 text-lg text-stone-900 shadow-sm outline-none placeholder:text-stone-400 focus:border-teal-500 focus:ring-4 focus:ring-teal-500/15"
      />
      {searching && (
        <span
          role="status"
          aria-label={t('searchPage.searching')}
          className="absolute top-1/2 right-4 h-5 w-5 -translate-y-1/2 animate-spin rounded-full border-2 border-teal-500 border-t-transparent"
        />
      )}
    </div>
  );
}
