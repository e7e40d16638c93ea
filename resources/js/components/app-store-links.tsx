import type { ReactNode } from 'react';
import { usePage } from '@inertiajs/react';
import { AppleIcon, StorePlayIcon } from './icons';
import { useT } from '../i18n/i18n-context';

const badge =
  'inline-flex h-13 items-center gap-3 rounded-xl bg-stone-950 px-4 text-left text-white shadow-sm ring-1 ring-white/10 transition hover:bg-stone-800';

/** One store's badge: its mark, a small line in the page's language, and the store's name. */
function StoreBadge({ href, icon, kicker, store }: { href: string; icon: ReactNode; kicker: string; store: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={badge}>
      {icon}
      <span className="leading-tight">
        <span className="block text-[0.65rem] tracking-wide text-white/75 uppercase">{kicker}</span>
        <span className="block text-lg font-semibold">{store}</span>
      </span>
    </a>
  );
}

/** Both app stores, as the badges people recognise (our own drawing, not the stores' artwork); the stores' names are names, not translated. */
export function AppStoreLinks({ className = '' }: { className?: string }) {
  const t = useT();
  const { stores } = usePage().props.app;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <StoreBadge href={stores.ios} icon={<AppleIcon className="size-7" />} kicker={t('appStore.ios')} store="App Store" />
      <StoreBadge href={stores.android} icon={<StorePlayIcon className="size-7 text-emerald-400" />} kicker={t('appStore.android')} store="Google Play" />
    </div>
  );
}
