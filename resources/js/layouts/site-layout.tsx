import { useCallback, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { router } from '@inertiajs/react';
import { SiteHeader } from '../components/site-header';
import { NotificationBar } from '../components/notification-bar';
import { AdSlot } from '../components/ad-slot';
import { SiteFooter } from '../components/site-footer';
import { SideMenu } from '../components/side-menu';
import { PlayerSlot } from '../player/player-slot';
import { PlayerSkipLink } from '../player/player-skip-link';
import { useT } from '../i18n/i18n-context';

/** A skip link: hidden until the keyboard reaches it, then at the top left over the header. */
const SKIP_LINK = 'sr-only z-50 rounded-full bg-teal-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3';

/**
 * The persistent layout (pages/resolve.tsx): it stays mounted from page to page, so the header,
 * the open menu state and the player survive navigation; only `children` change.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  const menuId = useId();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => router.on('navigate', closeMenu), [closeMenu]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#content" onClick={skipToContent} className={SKIP_LINK}>
        {t('layout.skipToContent')}
      </a>
      <PlayerSkipLink className={SKIP_LINK} />
      <SiteHeader menuId={menuId} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <NotificationBar />
      <AdSlot />
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <PlayerSlot />
      <SideMenu id={menuId} open={menuOpen} onClose={closeMenu} />
    </div>
  );
}

/** Moves focus to the content without adding a `#content` entry to the history. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('content')?.focus();
}
