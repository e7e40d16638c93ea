import { useT } from '../../i18n/i18n-context';

interface PagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where we are; nothing when everything fits on one page. */
export default function Pager({ page, lastPage, onPage }: PagerProps) {
  const t = useT();
  if (lastPage <= 1) return null;
  const button =
    'rounded-full border border-sand-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('searchPage.pages')} className="flex items-center justify-between gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> {t('pager.previous')}
      </button>
      <span className="text-sm text-stone-500">
        {t('pager.position', { page, total: lastPage })}
      </span>
      <button type="button" className={button} disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {t('pager.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
