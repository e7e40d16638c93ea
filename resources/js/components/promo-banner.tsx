import type { Promo } from '../types/props';
import { Cover } from './cover';
import { ExternalIcon, PhoneIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/**
 * The affiliate promo chosen for the visitor's phone (spec §4): one banner, the whole of it a link.
 * Its secondary lines are dimmed no further than 90%: white at 90% on the teal-700 of the promos
 * still reads at 4.7:1, the WCAG AA minimum being 4.5:1 (at 75% it was 3.8:1). Its landmark is named with
 * the promo's title: a page has one per kind of phone, and landmarks' names must differ.
 */
export function PromoBanner({ promo, href }: { promo: Promo; href: string }) {
  const t = useT();
  return (
    <aside aria-label={`${t('promo.label')}: ${promo.title}`} className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer sponsored"
        style={{ backgroundColor: promo.background ?? undefined, color: promo.color ?? undefined }}
        className="group flex items-center gap-4 overflow-hidden rounded-2xl bg-teal-900 p-3 pr-5 text-white shadow-md ring-1 ring-black/5 transition hover:shadow-lg sm:gap-6"
      >
        <span className="w-28 shrink-0 overflow-hidden rounded-xl sm:w-44">
          <Cover src={promo.image} seed={promo.title} icon={PhoneIcon} width={352} height={185} className="aspect-[40/21] w-full" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[0.65rem] font-semibold tracking-[0.14em] uppercase opacity-90">{t('promo.sponsored')}</span>
          <span className="mt-0.5 block text-base leading-snug font-bold sm:text-lg">{promo.title}</span>
          {promo.description && <span className="mt-1 line-clamp-2 block text-sm opacity-90">{promo.description}</span>}
        </span>
        <ExternalIcon className="hidden size-5 shrink-0 opacity-80 transition group-hover:translate-x-0.5 sm:block" />
      </a>
    </aside>
  );
}
