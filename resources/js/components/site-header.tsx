import { Link } from '@inertiajs/react';
import { LogoMark, MenuIcon, SearchIcon } from './icons';

interface SiteHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

const iconButton =
  'grid size-11 place-items-center rounded-full text-stone-700 transition hover:bg-sand-200/70 hover:text-teal-800 active:scale-95';

export function SiteHeader({ menuId, menuOpen, onOpenMenu }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label="Hees home" className="flex items-center gap-2 rounded-xl py-1 pr-2">
          <LogoMark className="size-9" />
          <span className="text-2xl font-extrabold tracking-tight text-teal-900">Hees</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link
            href="/search"
            aria-label="Search"
            className={`${iconButton} sm:flex sm:h-11 sm:w-64 sm:justify-start sm:gap-2 sm:rounded-full sm:border sm:border-sand-300 sm:bg-white sm:px-4 sm:text-sm sm:text-stone-500 sm:hover:border-teal-600 sm:hover:bg-white lg:w-80`}
          >
            <SearchIcon className="size-5 shrink-0" />
            <span aria-hidden="true" className="hidden truncate sm:inline">
              Raadi heeso, fanaaniin…
            </span>
          </Link>
          <button
            type="button"
            aria-label="Open menu"
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
    </header>
  );
}
