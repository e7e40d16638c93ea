import { usePage } from '@inertiajs/react';
import type { Event, PageMeta } from '../../types/props';
import { musicEvent } from '../../lib/structured-data';
import { mapSearchUrl } from '../../lib/urls';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { DetailHero } from '../../components/detail-hero';
import { RichText } from '../../components/rich-text';
import { Section } from '../../components/section';
import { ArtistCard } from '../../components/artist-card';
import { CardSection } from '../../components/card-section';
import { CalendarIcon, ExternalIcon, MapPinIcon, TicketIcon } from '../../components/icons';
import { formatShortDate } from '@common/format';
import { useT } from '../../i18n/i18n-context';

interface EventPageProps extends PageMeta {
  event: Event;
}

/** Venue, street, city and postal code, country: the address as one line, for people and for the map. */
const addressOf = (event: Event) =>
  [event.venue, event.street, [event.city, event.postal_code].filter(Boolean).join(' '), event.country.name].filter(Boolean).join(', ');

/** Spec §2 `/event/{id}`: poster, date, address (a map search), price, line-up, Buy ticket. */
export default function EventPage({ title, description, event }: EventPageProps) {
  const t = useT();
  const { app } = usePage().props;
  const address = addressOf(event);
  // The date in the page's language (months from the catalogue), not the API's English date_at_formated.
  const date = formatShortDate(event.date_at, t) ?? event.date_at_formated;
  return (
    <>
      <Seo title={title} description={description} canonical={`/event/${event.id}`} card={shareCard('event', event.id, event.name)} jsonLd={musicEvent(event, description, app.url)} />
      <DetailHero
        image={event.poster}
        name={event.name}
        shape="poster"
        icon={CalendarIcon}
        eyebrow={event.is_upcoming ? t('event.upcoming') : t('event.past')}
        title={event.name}
        actions={
          <>
            {event.ticket_url && event.is_upcoming && (
            <a
              href={event.ticket_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-full bg-teal-700 px-5 font-semibold text-white shadow-md transition hover:bg-teal-800"
            >
              <TicketIcon className="size-5" />
              {t('event.buyTicket')}
              <span className="sr-only"> {t('menu.opensInNewTab')}</span>
            </a>
            )}
            <ShareButton path={`/event/${event.id}`} title={event.name} image={shareCardPath('event', event.id)} />
          </>
        }
      >
        <p className="flex items-center justify-center gap-2 sm:justify-start">
          <CalendarIcon className="size-5 shrink-0 text-teal-700" />
          <time dateTime={event.date_at ?? undefined} className="font-semibold text-stone-800">
            {date}
          </time>
        </p>
        {address && (
          <div className="flex items-start justify-center gap-2 sm:justify-start">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer" className="min-w-0 text-left hover:text-teal-700 hover:underline">
              <address className="not-italic wrap-anywhere">{address}</address>
              <span className="sr-only"> {t('event.opensMap')}</span>
            </a>
            <ExternalIcon className="mt-1 size-4 shrink-0 text-stone-400" />
          </div>
        )}
        {event.price && (
          <p className="flex items-center justify-center gap-2 sm:justify-start">
            <TicketIcon className="size-5 shrink-0 text-teal-700" />
            <span>{event.price}</span>
          </p>
        )}
      </DetailHero>

      <div className="space-y-14 pt-10 sm:space-y-16">
        {event.description && (
          <Section eyebrow={t('event.about.eyebrow')} title={t('event.about.title')}>
            <RichText html={event.description} className="max-w-3xl text-stone-700" />
          </Section>
        )}
        <CardSection eyebrow={t('event.artists.eyebrow')} title={t('event.artists.title')} items={event.artists} grid="grid grid-cols-3 gap-x-2 gap-y-4 sm:grid-cols-4 lg:grid-cols-6" renderItem={(artist) => <ArtistCard artist={artist} />} />
      </div>
    </>
  );
}
