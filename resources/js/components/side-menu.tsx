import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { usePage } from '@inertiajs/react';
import { Link } from './link';
import { DataSaverSwitch } from './data-saver-switch';
import { LanguageSwitch } from './language-switch';
import type { AuthUser, MenuItem } from '../types/props';
import { formatMonthYear, initials } from '@common/format';
import { CloseIcon, CommentIcon, ExternalIcon, LoginIcon, LogoutIcon, NamedIcon, ShieldIcon } from './icons';
import { useT } from '../i18n/i18n-context';

interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the drawer while it is open. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Wiring of the open drawer: focus moves in, Escape closes, the page behind stops scrolling. */
function useDrawerBehaviour(open: boolean, onClose: () => void, panel: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panel.current) {
        keepFocusInside(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, onClose, panel, initial]);
}

/** The side menu of spec §2: who is signed in, then the menu entries. */
export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const { props, url } = usePage();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const t = useT();
  useDrawerBehaviour(open, onClose, panel, closeButton);
  const path = url.split(/[?#]/)[0] ?? '/';

  return (
    // Closed, the drawer is not displayed at all: the browser neither styles nor lays out its ~110
    // elements when a page is first drawn (a tenth of the home page's, a quarter of a song page's).
    // Displayed at once on opening (so focus can move in), sliding in from its starting style; on
    // closing, `display` is held until the slide-out has finished (a discrete transition). Browsers
    // without @starting-style or discrete transitions open and close it without the slide.
    <div inert={!open} className={`fixed inset-0 z-50 transition-[display] transition-discrete duration-300 motion-reduce:transition-none ${open ? 'block' : 'hidden'}`}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-stone-950/50 backdrop-blur-[2px] transition-opacity duration-300 motion-reduce:transition-none ${open ? 'opacity-100 starting:opacity-0' : 'opacity-0'}`}
      />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-sand-50 shadow-2xl transition-transform duration-300 ease-out motion-reduce:transition-none ${open ? 'translate-x-0 starting:translate-x-full' : 'translate-x-full'}`}
      >
        <div className="on-dark bg-linear-to-br from-teal-900 to-emerald-800 px-5 pt-4 pb-5 text-sand-50">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-sm font-semibold tracking-[0.14em] text-sand-200 uppercase">
              {t('menu.title')}
            </h2>
            <button
              ref={closeButton}
              type="button"
              aria-label={t('menu.close')}
              onClick={onClose}
              className="-mr-2 grid size-11 place-items-center rounded-full text-sand-100 hover:bg-white/10"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <Account user={props.auth.user} onNavigate={onClose} />
        </div>
        <nav aria-label={t('menu.nav')} className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {props.menu.map((item) => (
              <li key={item.permlink}>
                <MenuEntry item={item} current={isCurrent(item, path)} onNavigate={onClose} />
              </li>
            ))}
          </ul>
          <div className="mt-4 border-t border-sand-200 pt-3">
            <LanguageSwitch />
            <DataSaverSwitch />
          </div>
        </nav>
      </div>
    </div>
  );
}

const isCurrent = (item: MenuItem, path: string) => !item.external && (path === item.permlink || path.startsWith(`${item.permlink}/`));

const entryClass = (current: boolean) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium transition ${
    current ? 'bg-teal-700 text-white shadow-sm' : 'text-stone-700 hover:bg-sand-200/70 hover:text-teal-900'
  }`;

function MenuEntry({ item, current, onNavigate }: { item: MenuItem; current: boolean; onNavigate: () => void }) {
  const t = useT();
  const icon = <NamedIcon name={item.icon} className={`size-5 shrink-0 ${current ? 'text-sand-100' : 'text-teal-700'}`} />;
  if (item.external) {
    return (
      <a href={item.permlink} target="_blank" rel="noopener noreferrer" className={entryClass(false)}>
        {icon}
        <span className="flex-1">{t(item.title)}</span>
        <ExternalIcon className="size-4 text-stone-400" />
        <span className="sr-only">{t('menu.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link href={item.permlink} onClick={onNavigate} aria-current={current ? 'page' : undefined} className={entryClass(current)}>
      {icon}
      <span>{t(item.title)}</span>
    </Link>
  );
}

const accountLink =
  'inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20 transition hover:bg-white/20';

function Account({ user, onNavigate }: { user: AuthUser | null; onNavigate: () => void }) {
  // Signing in comes back to the page it started from.
  const here = usePage().url;
  const t = useT();
  if (!user) {
    return (
      <div className="mt-3">
        <p className="text-lg font-semibold">{t('menu.welcome')}</p>
        <p className="mt-1 text-sm text-sand-200/90">{t('menu.loginPrompt')}</p>
        <div className="mt-4">
          {/* A full page load: signing in leaves the app for the identity provider. */}
          <a href={`/auth/google?${new URLSearchParams({ redirect: here })}`} className={accountLink}>
            <LoginIcon className="size-4" />
            {t('menu.login')}
          </a>
        </div>
      </div>
    );
  }
  const since = formatMonthYear(user.created_at, t);
  return (
    <div className="mt-3">
      <div className="flex items-center gap-3">
        <Avatar user={user} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{user.name}</p>
          {since && <p className="text-sm text-sand-200/90">{t('menu.memberSince', { date: since })}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href="/me/explanations" onClick={onNavigate} className={accountLink}>
          <CommentIcon className="size-4" />
          {t('explain.menu')}
        </Link>
        {user.isAdmin && (
          <Link href="/backstage" onClick={onNavigate} className={accountLink}>
            <ShieldIcon className="size-4" />
            {t('menu.backstage')}
          </Link>
        )}
        <a href="/auth/logout" className={accountLink}>
          <LogoutIcon className="size-4" />
          {t('menu.logout')}
        </a>
      </div>
    </div>
  );
}

function Avatar({ user }: { user: AuthUser }): ReactNode {
  if (user.avatar) {
    return <img src={user.avatar} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover ring-2 ring-white/40" />;
  }
  return (
    <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-sand-200 font-bold text-teal-900 ring-2 ring-white/40">
      {initials(user.name)}
    </span>
  );
}
