import { usePage } from '@inertiajs/react';
import { AppleIcon, StorePlayIcon } from './icons';
import { useT } from '../i18n/i18n-context';

const badge =
  'inline-flex h-13 items-center gap-3 rounded-xl bg-stone-950 px-4 text-left text-white shadow-sm ring-1 ring-white/10 transition hover:bg-stone-800';

/** Both app stores, as the badges people recognise (our own drawing, not the stores' artwork); the stores' names are names, not translated. */
export function AppStoreLinks({ className = '' }: { className?: string }) {
  const t = useT();
  const { stores } = usePage().props.app;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a href={stores.ios} target="_blank" rel="noopener noreferrer" className={badge}>
        <AppleIcon className="size-7" />
        <span className="leading-tight">
          <span className="block text-[0.65rem] tracking-wide text-white/75 uppercase">{t('appStore.ios')}</span>
          <span className="block text-lg font-semibold">App Store</span>
        </span>
      </a>
      <a href={stores.android} target="_blank" rel="noopener noreferrer" className={badge}>
        <StorePlayIcon className="size-7 text-emerald-400" />
        <span className="leading-tight">
          <span className="block text-[0.65rem] tracking-wide text-white/75 uppercase">{t('appStore.android')}</span>
          <span className="block text-lg font-semibold">Google Play</span>
        </span>
      </a>
    </div>
  );
}
