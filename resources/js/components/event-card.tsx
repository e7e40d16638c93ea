import type { EventSummary } from '../types/props';
import { calendarBadge, formatShortDate } from '@common/format';
import { Cover } from './cover';
import { CardTitle, CoverLink, ZOOM_ON_HOVER } from './card-parts';
import { CalendarIcon, MapPinIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** An event: poster with a calendar badge, name, date and where it happens. */
export function EventCard({ event }: { event: EventSummary }) {
  const t = useT();
  const href = `/event/${event.id}`;
  const badge = calendarBadge(event.date_at, t);
  const place = [event.venue, event.city, event.country.name].filter(Boolean).join(', ');
  return (
    <article className="group h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <CoverLink href={href} className="relative block overflow-hidden">
        <Cover src={event.poster} seed={event.name} icon={CalendarIcon} width={480} height={320} className={`aspect-[3/2] ${ZOOM_ON_HOVER}`} />
        {badge && (
          <span className="absolute top-3 left-3 flex w-12 flex-col items-center rounded-xl bg-white/95 py-1 leading-none shadow">
            <span className="text-lg font-bold text-stone-900">{badge.day}</span>
            <span className="text-[0.65rem] font-semibold tracking-wide text-teal-700 uppercase">{badge.month}</span>
          </span>
        )}
      </CoverLink>
      <div className="space-y-1.5 p-4">
        <CardTitle href={href} name={event.name} className="line-clamp-2 font-semibold wrap-anywhere text-stone-900" />
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <CalendarIcon className="size-4 shrink-0 text-teal-700" />
          {/* Months from the catalogue, like the badge: date_at_formated is the API's English. */}
          <time dateTime={event.date_at ?? undefined}>{formatShortDate(event.date_at, t) ?? event.date_at_formated}</time>
        </p>
        {place && (
          <p className="flex items-start gap-1.5 text-sm text-stone-600">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {/* The whole line, wrapped: the place is what people need to find the event. */}
            <span className="min-w-0 wrap-anywhere">{place}</span>
          </p>
        )}
      </div>
    </article>
  );
}
