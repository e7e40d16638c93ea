import { Link } from './link';
import type { Paginated } from '../types/props';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useT } from '../i18n/i18n-context';

const linkClass =
  'inline-flex h-11 items-center gap-1.5 rounded-full border border-sand-300 bg-white px-4 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800';

/** Previous / Next links of a paged list, with where we are; nothing when everything fits on one page. */
export function Pager({ page, label }: { page: Paginated<unknown>; label: string }) {
  const t = useT();
  if (page.last_page <= 1 && page.current_page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-3">
      {page.prev_page_url ? (
        <Link href={page.prev_page_url} rel="prev" className={linkClass}>
          <ChevronLeftIcon className="size-4" />
          {t('pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-500">
        {t('pager.position', { page: page.current_page, total: page.last_page })}
      </p>
      {page.next_page_url ? (
        <Link href={page.next_page_url} rel="next" className={linkClass}>
          {t('pager.next')}
          <ChevronRightIcon className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
