interface PagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where we are; nothing when everything fits on one page. */
export default function Pager({ page, lastPage, onPage }: PagerProps) {
  if (lastPage <= 1) return null;
  const button =
    'rounded-full border border-sand-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Previous
      </button>
      <span className="text-sm text-stone-500">
        Page {page} of {lastPage}
      </span>
      <button type="button" className={button} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next →
      </button>
    </nav>
  );
}
