import { useState } from 'react';
import { Link } from './link';
import { HeaderSearch } from './header-search';
import { LogoMark, MenuIcon, SearchIcon } from './icons';
import { useT } from '../i18n/i18n-context';

interface SiteHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

const iconButton =
  'grid size-11 place-items-center rounded-full text-stone-700 transition hover:bg-sand-200/70 hover:text-teal-800 active:scale-95';

/** The site's header: the logo, the search (a field from sm; on phones behind its button), the menu. */
export function SiteHeader({ menuId, menuOpen, onOpenMenu }: SiteHeaderProps) {
  const [searching, setSearching] = useState(false);
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={t('header.home')} className="flex items-center gap-2 rounded-xl py-1 pr-2">
          <LogoMark className="size-9" />
          <span className="text-2xl font-extrabold tracking-tight text-teal-900">Hees</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch className="hidden w-64 sm:block lg:w-80" />
          <button type="button" aria-label={t('header.search')} aria-expanded={searching} onClick={() => setSearching((open) => !open)} className={`${iconButton} sm:hidden`}>
            <SearchIcon className="size-5 shrink-0" />
          </button>
          <button
            type="button"
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onOpenMenu}
            className={iconButton}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>
      {searching && (
        <div className="border-t border-sand-200/80 px-4 py-2.5 sm:hidden">
          <HeaderSearch autoFocus onDone={() => setSearching(false)} />
        </div>
      )}
    </header>
  );
}
