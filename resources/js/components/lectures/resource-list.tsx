import { Link } from '../link';
import type { ResourceCard } from '../../types/props';
import { ArabicText } from '../arabic-text';
import { BookIcon } from '../icons';
import { Duration } from '../duration';
import { useT } from '../../i18n/i18n-context';

/** Lectures in their order: title (with the Arabic), scholar, how many parts and how long. */
export function ResourceList({ resources, showScholar = true }: { resources: ResourceCard[]; showScholar?: boolean }) {
  const t = useT();
  if (resources.length === 0) return <p className="text-stone-600">{t('lectures.none')}</p>;
  return (
    <ol className="grid gap-3 md:grid-cols-2">
      {resources.map((resource) => (
        <li key={resource.id}>
          <Link href={`/resource/${resource.id}`} className="flex h-full items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 transition hover:ring-teal-600/40">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700">
              <BookIcon className="size-6" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-stone-900">{resource.title}</span>
              {resource.title_translation.arabic && <ArabicText className="block text-lg leading-relaxed text-stone-700">{resource.title_translation.arabic}</ArabicText>}
              <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-500">
                {showScholar && resource.scholar && <span>{resource.scholar.name}</span>}
                <span>{t('lectures.parts', { count: resource.media_count })}</span>
                <Duration value={resource.formatted_duration} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
