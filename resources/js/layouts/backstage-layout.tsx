import type { ReactNode } from 'react';
import { Link, usePage } from '@inertiajs/react';
import type { StripSection } from '../../../server/backstage/backstage-sections';
import { NotificationBar } from '../components/notification-bar';
import { LogoMark } from '../components/icons';
import { PlayerSlot } from '../player/player-slot';
import { LanguageSwitch } from '../components/language-switch';
import { useTranslator } from '../i18n/i18n-context';
import type { CompiledMessages } from '@common/i18n/translator';

/**
 * The staff area's persistent layout (chosen in pages/resolve.tsx for every backstage/* page and
 * loaded only there): the section strip, the notification bar and the player, which keeps playing.
 * Staff speak Somali first, like the site: the header has the site's language switch, and every
 * word comes from the same catalogue.
 */
export default function BackstageLayout({ children }: { children: ReactNode }) {
  const { url, props } = usePage<{ backstage_sections?: StripSection[]; messages?: CompiledMessages }>();
  const translator = useTranslator();
  // A visit that began on the public site has the public messages only: its first backstage page
  // brings the staff area's (server/i18n/i18n.props.ts), added here before anything below reads them.
  if (props.messages && !translator.has('backstage.sections')) translator.load(props.messages);
  const t = translator.t;
  // The features' sections (server/features/*/index.ts), sent with every backstage page.
  const sections = props.backstage_sections ?? [];
  return (
    <div className="backstage-tokens flex min-h-dvh flex-col bg-stone-50">
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <Link href="/backstage" className="flex items-center gap-2 rounded-xl py-1 pr-2">
            <LogoMark className="size-8" />
            {/* On a phone the header has room for the mark only; the name stays for screen readers. */}
            <span className="sr-only text-lg font-extrabold tracking-tight text-teal-900 sm:not-sr-only">{t('menu.backstage')}</span>
          </Link>
          <div className="ml-auto">
            <LanguageSwitch compact />
          </div>
          <Link href="/" className="rounded-full px-2 py-1.5 text-sm font-semibold whitespace-nowrap sm:px-3 text-stone-600 hover:bg-stone-100 hover:text-teal-800">
            {t('backstage.viewSite')}
          </Link>
        </div>
        <nav aria-label={t('backstage.sections')} className="mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6 lg:px-8">
          <ul className="flex gap-1 pb-2 text-sm whitespace-nowrap">
            {sections.map(({ key, label, href }) => {
              const current = url === href || url.startsWith(`${href}/`) || url.startsWith(`${href}?`);
              return (
                <li key={key}>
                  <Link
                    href={href}
                    aria-current={current ? 'page' : undefined}
                    className="block rounded-full px-3 py-1.5 font-semibold text-stone-700 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
                  >
                    {t(label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <NotificationBar />
      <main id="content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-32 outline-none sm:px-6 lg:px-8">
        {children}
      </main>
      <PlayerSlot />
    </div>
  );
}
