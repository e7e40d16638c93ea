import { Link } from '../link';
import type { ScholarCard as Scholar } from '../../types/props';
import { ArabicText } from '../arabic-text';
import { Cover } from '../cover';
import { useT } from '../../i18n/i18n-context';

/** A scholar's portrait, name, Arabic name and how many lectures; the card is one link. */
export function ScholarCard({ scholar }: { scholar: Scholar }) {
  const t = useT();
  return (
    <Link href={`/scholar/${scholar.id}`} className="group flex flex-col items-center rounded-2xl p-2 text-center">
      <span className="block w-full max-w-44 overflow-hidden rounded-full shadow-md ring-4 ring-white transition group-hover:ring-teal-500/60">
        <Cover src={scholar.image} seed={scholar.name} width={200} height={200} className="aspect-square w-full" />
      </span>
      <span className="mt-3 line-clamp-2 w-full font-semibold text-stone-900 group-hover:text-teal-700">{scholar.name}</span>
      {scholar.name_arabic && <ArabicText className="text-lg text-stone-600">{scholar.name_arabic}</ArabicText>}
      <span className="mt-0.5 text-xs text-stone-500">{t('lectures.count', { count: scholar.resources_count })}</span>
    </Link>
  );
}
