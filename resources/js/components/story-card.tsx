import type { StorySummary } from '../types/props';
import { formatShortDate } from '@common/format';
import { Cover } from './cover';
import { CardTitle, CoverLink, ZOOM_ON_HOVER } from './card-parts';
import { NewspaperIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** A news story: picture, source and date, headline and its first lines. */
export function StoryCard({ story }: { story: StorySummary }) {
  const href = `/story/${story.id}`;
  const t = useT();
  const published = formatShortDate(story.published_at, t);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <CoverLink href={href} className="block overflow-hidden">
        <Cover src={story.image} seed={story.title} icon={NewspaperIcon} width={600} height={315} className={`aspect-[40/21] ${ZOOM_ON_HOVER}`} />
      </CoverLink>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-teal-700 uppercase">
          {[story.source.name, published].filter(Boolean).join(' · ')}
        </p>
        <CardTitle href={href} name={story.title} className="mt-1.5 line-clamp-3 text-lg leading-snug font-bold wrap-anywhere text-stone-900" />
        {story.excerpt && <p dir="auto" className="mt-2 line-clamp-3 text-sm text-stone-600">{story.excerpt}</p>}
      </div>
    </article>
  );
}
